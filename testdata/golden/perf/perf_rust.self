# To display the perf.data header info, please use --header/--header-only options.
#
#
# Total Lost Samples: 0
#
# Samples: 1K of event 'cpu-clock:ppp'
# Event count (approx.): 331000000
#
# Overhead  Shared Object         Symbol                                           
# ........  ....................  .................................................
#
    67.45%  perf_rust             [.] perf_rust::collatz
    30.59%  perf_rust             [.] <perf_rust::Circle as perf_rust::Shape>::area
     1.59%  perf_rust             [.] perf_rust::total
     0.08%  [kernel.kallsyms]     [k] __lruvec_stat_mod_folio
     0.08%  [kernel.kallsyms]     [k] rcu_core
     0.08%  [kernel.kallsyms]     [k] xas_load
     0.08%  ld-linux-x86-64.so.2  [.] update_active.constprop.0
     0.08%  libc.so.6             [.] __cxa_atexit


#
# (Tip: Search options using a keyword: perf report -h <keyword>)
#
