# To display the perf.data header info, please use --header/--header-only options.
#
#
# Total Lost Samples: 0
#
# Samples: 900  of event 'cpu-clock:ppp'
# Event count (approx.): 225000000
#
# Overhead  Shared Object         Symbol                                                                                                                                                                    
# ........  ....................  ..........................................................................................................................................................................
#
    58.33%  perf_cpp              [.] std::__introsort_loop<__gnu_cxx::__normal_iterator<unsigned int*, std::vector<unsigned int, std::allocator<unsigned int> > >, long, __gnu_cxx::__ops::_Iter_less_iter>
    17.00%  perf_cpp              [.] work::mix<unsigned int>
    13.89%  perf_cpp              [.] work::sort_some
     5.89%  perf_cpp              [.] work::mix<unsigned long>
     3.78%  perf_cpp              [.] work::fib
     0.22%  ld-linux-x86-64.so.2  [.] _dl_lookup_symbol_x
     0.11%  [kernel.kallsyms]     [k] __x64_sys_newfstatat
     0.11%  [kernel.kallsyms]     [k] filemap_map_pages
     0.11%  [kernel.kallsyms]     [k] mas_store_gfp
     0.11%  [kernel.kallsyms]     [k] vma_interval_tree_remove
     0.11%  ld-linux-x86-64.so.2  [.] _dl_call_fini
     0.11%  ld-linux-x86-64.so.2  [.] do_lookup_x
     0.11%  ld-linux-x86-64.so.2  [.] update_active.constprop.0
     0.11%  libgcc_s.so.1         [.] __cpu_indicator_init


#
# (Tip: System-wide collection from all CPUs: perf record -a)
#
