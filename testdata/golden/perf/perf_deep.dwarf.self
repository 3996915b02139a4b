# To display the perf.data header info, please use --header/--header-only options.
#
#
# Total Lost Samples: 0
#
# Samples: 279  of event 'cpu-clock:ppp'
# Event count (approx.): 185999814
#
# Overhead  Shared Object      Symbol                        
# ........  .................  ..............................
#
    99.28%  perf_deep          [.] descend
     0.36%  [kernel.kallsyms]  [k] finish_task_switch.isra.0
     0.36%  [kernel.kallsyms]  [k] irqentry_exit_to_user_mode


#
# (Tip: To show assembler sample contexts use perf record -b / perf script -F +brstackinsn --xed)
#
