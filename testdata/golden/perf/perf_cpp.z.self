# To display the perf.data header info, please use --header/--header-only options.
#
#
# Total Lost Samples: 0
#
# Samples: 753  of event 'cpu-clock:ppp'
# Event count (approx.): 188250000
#
# Overhead  Shared Object         Symbol                                                                                                                                                                    
# ........  ....................  ..........................................................................................................................................................................
#
    56.31%  perf_cpp              [.] std::__introsort_loop<__gnu_cxx::__normal_iterator<unsigned int*, std::vector<unsigned int, std::allocator<unsigned int> > >, long, __gnu_cxx::__ops::_Iter_less_iter>
    18.99%  perf_cpp              [.] work::mix<unsigned int>
    11.42%  perf_cpp              [.] work::sort_some
     7.57%  perf_cpp              [.] work::mix<unsigned long>
     4.38%  perf_cpp              [.] work::fib
     0.27%  ld-linux-x86-64.so.2  [.] _dl_relocate_object
     0.27%  perf_cpp              [.] work::Hasher::hash
     0.13%  [kernel.kallsyms]     [k] anon_vma_clone
     0.13%  [kernel.kallsyms]     [k] vma_dup_policy
     0.13%  [kernel.kallsyms]     [k] x64_sys_call
     0.13%  ld-linux-x86-64.so.2  [.] _dl_fixup
     0.13%  ld-linux-x86-64.so.2  [.] dl_main
     0.13%  ld-linux-x86-64.so.2  [.] handle_amd


#
# (Tip: Save output of perf stat using: perf stat record <target workload>)
#
