# To display the perf.data header info, please use --header/--header-only options.
#
#
# Total Lost Samples: 0
#
# Samples: 429  of event 'cpu-clock:ppp'
# Event count (approx.): 285999714
#
# Overhead  Shared Object      Symbol                                           
# ........  .................  .................................................
#
    64.80%  perf_rust_nofp     [.] perf_rust::collatz
    31.70%  perf_rust_nofp     [.] <perf_rust::Circle as perf_rust::Shape>::area
     3.03%  perf_rust_nofp     [.] perf_rust::total
     0.23%  [kernel.kallsyms]  [k] filemap_get_entry
     0.23%  libc.so.6          [.] __sysconf


#
# (Tip: To browse sample contexts use perf report --sample 10 and select in context menu)
#
