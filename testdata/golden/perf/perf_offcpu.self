# To display the perf.data header info, please use --header/--header-only options.
#
#
# Total Lost Samples: 0
#
# Samples: 64  of event 'sched:sched_switch'
# Event count (approx.): 64
#
# Overhead  Symbol        
# ........  ..............
#
   100.00%  [k] __schedule


# Samples: 351  of event 'cpu-clock'
# Event count (approx.): 351351351
#
# Overhead  Symbol                        
# ........  ..............................
#
    98.86%  [.] compute
     0.85%  [k] finish_task_switch.isra.0
     0.28%  [k] irqentry_exit_to_user_mode


#
# (Tip: To see callchains in a more compact form: perf report -g folded)
#
