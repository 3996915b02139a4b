# To display the perf.data header info, please use --header/--header-only options.
#
#
# Total Lost Samples: 0
#
# Samples: 3K of event 'cpu-clock:ppp'
# Event count (approx.): 796000000
#
# Overhead  Shared Object         Symbol                                   
# ........  ....................  .........................................
#
    69.03%  perf_multi            [.] spin
    30.24%  perf_multi_exec_b     [.] other_spin
     0.13%  [kernel.kallsyms]     [k] finish_task_switch.isra.0
     0.09%  [kernel.kallsyms]     [k] _raw_spin_unlock_irqrestore
     0.06%  [kernel.kallsyms]     [k] __rseq_handle_notify_resume
     0.06%  [kernel.kallsyms]     [k] handle_softirqs
     0.06%  ld-linux-x86-64.so.2  [.] handle_amd
     0.03%  [kernel.kallsyms]     [k] copy_mc_enhanced_fast_string
     0.03%  [kernel.kallsyms]     [k] flush_tlb_batched_pending
     0.03%  [kernel.kallsyms]     [k] irqentry_exit_to_user_mode
     0.03%  [kernel.kallsyms]     [k] mas_walk
     0.03%  [kernel.kallsyms]     [k] mod_memcg_lruvec_state
     0.03%  [kernel.kallsyms]     [k] sched_balance_rq
     0.03%  [kernel.kallsyms]     [k] sched_balance_update_blocked_averages
     0.03%  [kernel.kallsyms]     [k] task_mm_cid_work
     0.03%  [kernel.kallsyms]     [k] tty_audit_exit
     0.03%  libc.so.6             [.] _setjmp


#
# (Tip: For hierarchical output, try: perf report --hierarchy)
#
