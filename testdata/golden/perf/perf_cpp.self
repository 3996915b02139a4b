# To display the perf.data header info, please use --header/--header-only options.
#
#
# Total Lost Samples: 0
#
# Samples: 798  of event 'cpu-clock:ppp'
# Event count (approx.): 199500000
#
# Overhead  Shared Object         Symbol                                                                                                                                                                    
# ........  ....................  ..........................................................................................................................................................................
#
    57.77%  perf_cpp              [.] std::__introsort_loop<__gnu_cxx::__normal_iterator<unsigned int*, std::vector<unsigned int, std::allocator<unsigned int> > >, long, __gnu_cxx::__ops::_Iter_less_iter>
    18.92%  perf_cpp              [.] work::mix<unsigned int>
    12.41%  perf_cpp              [.] work::sort_some
     6.52%  perf_cpp              [.] work::mix<unsigned long>
     3.01%  perf_cpp              [.] work::fib
     0.25%  perf_cpp              [.] work::Hasher::hash
     0.13%  [kernel.kallsyms]     [k] __alloc_frozen_pages_noprof
     0.13%  [kernel.kallsyms]     [k] __mutex_init
     0.13%  [kernel.kallsyms]     [k] next_uptodate_folio
     0.13%  ld-linux-x86-64.so.2  [.] _dl_lookup_symbol_x
     0.13%  ld-linux-x86-64.so.2  [.] _dl_relocate_object
     0.13%  ld-linux-x86-64.so.2  [.] do_lookup_x
     0.13%  ld-linux-x86-64.so.2  [.] memmove
     0.13%  ld-linux-x86-64.so.2  [.] update_active.constprop.0
     0.13%  libstdc++.so.6.0.30   [.] 0x000000000017d464


#
# (Tip: Save output of perf stat using: perf stat record <target workload>)
#
