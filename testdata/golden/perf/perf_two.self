# To display the perf.data header info, please use --header/--header-only options.
#
#
# Total Lost Samples: 0
#
# Samples: 558  of event 'cpu-clock'
# Event count (approx.): 139500000
#
# Overhead       Samples  Shared Object         Symbol                                       
# ........  ............  ....................  .............................................
#
    20.07%           112  perf_inline           [.] compute
    15.95%            89  perf_inline           [.] scramble
    10.04%            56  [kernel.kallsyms]     [k] clear_page_erms
     8.78%            49  [kernel.kallsyms]     [k] exc_page_fault
     5.20%            29  perf_inline           [.] fault_pages
     4.30%            24  [kernel.kallsyms]     [k] _raw_spin_unlock_irqrestore
     3.05%            17  [kernel.kallsyms]     [k] __handle_mm_fault
     2.69%            15  [kernel.kallsyms]     [k] unmap_page_range
     2.15%            12  [kernel.kallsyms]     [k] __alloc_frozen_pages_noprof
     1.97%            11  [kernel.kallsyms]     [k] do_anonymous_page
     1.79%            10  [kernel.kallsyms]     [k] ___perf_sw_event
     1.79%            10  [kernel.kallsyms]     [k] __list_del_entry_valid_or_report
     1.79%            10  [kernel.kallsyms]     [k] free_unref_folios
     1.61%             9  [kernel.kallsyms]     [k] handle_mm_fault
     1.25%             7  [kernel.kallsyms]     [k] mas_walk
     1.08%             6  [kernel.kallsyms]     [k] __rcu_read_lock
     0.90%             5  [kernel.kallsyms]     [k] __rcu_read_unlock
     0.90%             5  [kernel.kallsyms]     [k] get_mem_cgroup_from_mm
     0.72%             4  [kernel.kallsyms]     [k] __mem_cgroup_charge
     0.72%             4  [kernel.kallsyms]     [k] handle_softirqs
     0.72%             4  [kernel.kallsyms]     [k] perf_swevent_event
     0.54%             3  [kernel.kallsyms]     [k] __lruvec_stat_mod_folio
     0.54%             3  [kernel.kallsyms]     [k] alloc_pages_mpol
     0.54%             3  [kernel.kallsyms]     [k] charge_memcg
     0.54%             3  [kernel.kallsyms]     [k] folio_add_new_anon_rmap
     0.54%             3  [kernel.kallsyms]     [k] memcg1_commit_charge
     0.54%             3  [kernel.kallsyms]     [k] mod_memcg_lruvec_state
     0.54%             3  [kernel.kallsyms]     [k] srso_alias_return_thunk
     0.36%             2  [kernel.kallsyms]     [k] ___pte_offset_map
     0.36%             2  [kernel.kallsyms]     [k] __folio_batch_add_and_move
     0.36%             2  [kernel.kallsyms]     [k] __folio_mod_stat
     0.36%             2  [kernel.kallsyms]     [k] __get_user_8
     0.36%             2  [kernel.kallsyms]     [k] __pte_offset_map_lock
     0.36%             2  [kernel.kallsyms]     [k] _raw_spin_lock
     0.36%             2  [kernel.kallsyms]     [k] cap_mmap_addr
     0.36%             2  [kernel.kallsyms]     [k] count_memcg_events
     0.36%             2  [kernel.kallsyms]     [k] finish_task_switch.isra.0
     0.36%             2  [kernel.kallsyms]     [k] folio_remove_rmap_ptes
     0.36%             2  [kernel.kallsyms]     [k] free_frozen_page_commit
     0.36%             2  [kernel.kallsyms]     [k] free_pages_and_swap_cache
     0.36%             2  [kernel.kallsyms]     [k] get_page_from_freelist
     0.36%             2  [kernel.kallsyms]     [k] lock_vma_under_rcu
     0.36%             2  [kernel.kallsyms]     [k] vm_normal_page
     0.18%             1  [kernel.kallsyms]     [k] __list_add_valid_or_report
     0.18%             1  [kernel.kallsyms]     [k] __mem_cgroup_uncharge_folios
     0.18%             1  [kernel.kallsyms]     [k] __raw_callee_save___pv_queued_spin_unlock
     0.18%             1  [kernel.kallsyms]     [k] _raw_spin_unlock
     0.18%             1  [kernel.kallsyms]     [k] _raw_spin_unlock_irq
     0.18%             1  [kernel.kallsyms]     [k] arch_check_zapped_pte
     0.18%             1  [kernel.kallsyms]     [k] bpf_trace_run2
     0.18%             1  [kernel.kallsyms]     [k] get_vma_policy
     0.18%             1  [kernel.kallsyms]     [k] lruvec_stat_mod_folio.constprop.0
     0.18%             1  [kernel.kallsyms]     [k] mas_data_end
     0.18%             1  [kernel.kallsyms]     [k] page_counter_charge
     0.18%             1  [kernel.kallsyms]     [k] pfn_pte
     0.18%             1  [kernel.kallsyms]     [k] put_cpu_partial
     0.18%             1  [kernel.kallsyms]     [k] rcu_core
     0.18%             1  [kernel.kallsyms]     [k] sched_balance_rq
     0.18%             1  [kernel.kallsyms]     [k] try_charge_memcg
     0.18%             1  [kernel.kallsyms]     [k] vma_alloc_folio_noprof
     0.18%             1  ld-linux-x86-64.so.2  [.] handle_amd
     0.18%             1  ld-linux-x86-64.so.2  [.] strcmp


# Samples: 311  of event 'page-faults'
# Event count (approx.): 41084
#
# Overhead       Samples  Shared Object         Symbol         
# ........  ............  ....................  ...............
#
    99.32%           304  perf_inline           [.] fault_pages
     0.56%             1  perf_inline           [.] compute
     0.09%             1  ld-linux-x86-64.so.2  [.] strlen
     0.02%             2  ld-linux-x86-64.so.2  [.] _dl_start
     0.00%             2  [kernel.kallsyms]     [k] elf_load
     0.00%             1  ld-linux-x86-64.so.2  [.] _start


#
# (Tip: To count events in every 1000 msec: perf stat -I 1000)
#
