# To display the perf.data header info, please use --header/--header-only options.
#
#
# Total Lost Samples: 0
#
# Samples: 756  of event 'cpu-clock:ppp'
# Event count (approx.): 189000000
#
# Overhead  Shared Object         Symbol                                                                                                                                                                    
# ........  ....................  ..........................................................................................................................................................................
#
    53.97%  perf_cpp              [.] std::__introsort_loop<__gnu_cxx::__normal_iterator<unsigned int*, std::vector<unsigned int, std::allocator<unsigned int> > >, long, __gnu_cxx::__ops::_Iter_less_iter>
    19.05%  perf_cpp              [.] work::sort_some
    17.33%  perf_cpp              [.] work::mix<unsigned int>
     5.95%  perf_cpp              [.] work::fib
     2.51%  perf_cpp              [.] work::mix<unsigned long>
     0.26%  perf_cpp              [.] work::Hasher::hash
     0.13%  [kernel.kallsyms]     [k] __rcu_read_unlock
     0.13%  [kernel.kallsyms]     [k] filemap_get_entry
     0.13%  [kernel.kallsyms]     [k] mem_cgroup_from_task
     0.13%  [kernel.kallsyms]     [k] vma_interval_tree_remove
     0.13%  ld-linux-x86-64.so.2  [.] _dl_lookup_symbol_x
     0.13%  ld-linux-x86-64.so.2  [.] _dl_relocate_object
     0.13%  ld-linux-x86-64.so.2  [.] handle_amd


#
# (Tip: Save output of perf stat using: perf stat record <target workload>)
#
