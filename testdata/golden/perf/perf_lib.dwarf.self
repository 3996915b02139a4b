# To display the perf.data header info, please use --header/--header-only options.
#
#
# Total Lost Samples: 0
#
# Samples: 342  of event 'cpu-clock:ppp'
# Event count (approx.): 227999772
#
# Overhead  Shared Object      Symbol                 
# ........  .................  .......................
#
    99.71%  libperfwork.so     [.] lib_inner
     0.29%  [kernel.kallsyms]  [k] next_uptodate_folio


#
# (Tip: To browse sample contexts use perf report --sample 10 and select in context menu)
#
