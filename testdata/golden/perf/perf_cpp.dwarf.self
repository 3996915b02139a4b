# To display the perf.data header info, please use --header/--header-only options.
#
#
# Total Lost Samples: 0
#
# Samples: 1K of event 'cpu-clock:ppp'
# Event count (approx.): 731332602
#
# Overhead  Shared Object         Symbol                                                                                                                                                                    
# ........  ....................  ..........................................................................................................................................................................
#
    56.88%  perf_cpp_nofp         [.] std::__introsort_loop<__gnu_cxx::__normal_iterator<unsigned int*, std::vector<unsigned int, std::allocator<unsigned int> > >, long, __gnu_cxx::__ops::_Iter_less_iter>
    18.14%  perf_cpp_nofp         [.] work::mix<unsigned int>
    15.68%  perf_cpp_nofp         [.] work::sort_some
     5.20%  perf_cpp_nofp         [.] work::mix<unsigned long>
     3.01%  perf_cpp_nofp         [.] work::fib
     0.73%  perf_cpp_nofp         [.] work::Hasher::hash
     0.09%  [kernel.kallsyms]     [k] __mmap_region
     0.09%  [kernel.kallsyms]     [k] _raw_spin_unlock_irqrestore
     0.09%  ld-linux-x86-64.so.2  [.] do_lookup_x
     0.09%  libm.so.6             [.] __asin_finite@GLIBC_2.15


#
# (Tip: To browse sample contexts use perf report --sample 10 and select in context menu)
#
