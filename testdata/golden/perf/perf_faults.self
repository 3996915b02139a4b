# To display the perf.data header info, please use --header/--header-only options.
#
#
# Total Lost Samples: 0
#
# Samples: 409  of event 'page-faults'
# Event count (approx.): 40900
#
# Overhead       Samples  Shared Object  Symbol         
# ........  ............  .............  ...............
#
   100.00%           409  perf_inline    [.] fault_pages


#
# (Tip: For a higher level overview, try: perf report --sort comm,dso)
#
