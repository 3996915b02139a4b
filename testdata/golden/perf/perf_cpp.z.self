# To display the perf.data header info, please use --header/--header-only options.
#
#
# Total Lost Samples: 0
#
# Samples: 852  of event 'cpu-clock:ppp'
# Event count (approx.): 213000000
#
# Overhead  Shared Object         Symbol                                                                                                                                                                    
# ........  ....................  ..........................................................................................................................................................................
#
    57.39%  perf_cpp              [.] std::__introsort_loop<__gnu_cxx::__normal_iterator<unsigned int*, std::vector<unsigned int, std::allocator<unsigned int> > >, long, __gnu_cxx::__ops::_Iter_less_iter>
    18.08%  perf_cpp              [.] work::mix<unsigned int>
    14.08%  perf_cpp              [.] work::sort_some
     6.46%  perf_cpp              [.] work::mix<unsigned long>
     2.93%  perf_cpp              [.] work::fib
     0.12%  [kernel.kallsyms]     [k] __get_user_8
     0.12%  [kernel.kallsyms]     [k] __handle_mm_fault
     0.12%  [kernel.kallsyms]     [k] __memcg_slab_post_alloc_hook
     0.12%  [kernel.kallsyms]     [k] next_uptodate_folio
     0.12%  ld-linux-x86-64.so.2  [.] _dl_map_object_from_fd
     0.12%  ld-linux-x86-64.so.2  [.] _dl_relocate_object
     0.12%  ld-linux-x86-64.so.2  [.] do_lookup_x
     0.12%  ld-linux-x86-64.so.2  [.] handle_amd
     0.12%  perf_cpp              [.] work::Hasher::hash


#
# (Tip: List events using substring match: perf list <keyword>)
#
