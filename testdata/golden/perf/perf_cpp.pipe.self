# To display the perf.data header info, please use --header/--header-only options.
#
#
# Total Lost Samples: 0
#
# Samples: 835  of event 'cpu-clock:ppp'
# Event count (approx.): 208750000
#
# Overhead  Shared Object         Symbol                                                                                                                                                                    
# ........  ....................  ..........................................................................................................................................................................
#
    58.32%  perf_cpp              [.] std::__introsort_loop<__gnu_cxx::__normal_iterator<unsigned int*, std::vector<unsigned int, std::allocator<unsigned int> > >, long, __gnu_cxx::__ops::_Iter_less_iter>
    17.72%  perf_cpp              [.] work::mix<unsigned int>
    13.17%  perf_cpp              [.] work::sort_some
     6.11%  perf_cpp              [.] work::mix<unsigned long>
     3.59%  perf_cpp              [.] work::fib
     0.36%  perf_cpp              [.] work::Hasher::hash
     0.24%  ld-linux-x86-64.so.2  [.] check_match
     0.12%  [kernel.kallsyms]     [k] copy_mc_enhanced_fast_string
     0.12%  [kernel.kallsyms]     [k] next_uptodate_folio
     0.12%  [kernel.kallsyms]     [k] page_counter_try_charge
     0.12%  ld-linux-x86-64.so.2  [.] handle_amd


#
# (Tip: List events using substring match: perf list <keyword>)
#
