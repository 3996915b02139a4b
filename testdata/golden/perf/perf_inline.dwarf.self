# To display the perf.data header info, please use --header/--header-only options.
#
#
# Total Lost Samples: 0
#
# Samples: 245  of event 'cpu-clock:ppp'
# Event count (approx.): 122500000
#
# Overhead       Samples  Shared Object      Symbol                                       
# ........  ............  .................  .............................................
#
    22.45%            55  perf_inline        [.] compute
    17.96%            44  perf_inline        [.] scramble
    11.02%            27  [kernel.kallsyms]  [k] clear_page_erms
     8.57%            21  [kernel.kallsyms]  [k] exc_page_fault
     4.90%            12  perf_inline        [.] fault_pages
     3.27%             8  [kernel.kallsyms]  [k] __handle_mm_fault
     3.27%             8  [kernel.kallsyms]  [k] _raw_spin_unlock_irqrestore
     2.45%             6  [kernel.kallsyms]  [k] __list_del_entry_valid_or_report
     2.04%             5  [kernel.kallsyms]  [k] free_unref_folios
     1.63%             4  [kernel.kallsyms]  [k] do_anonymous_page
     1.63%             4  [kernel.kallsyms]  [k] handle_mm_fault
     1.63%             4  [kernel.kallsyms]  [k] lock_vma_under_rcu
     1.63%             4  [kernel.kallsyms]  [k] unmap_page_range
     1.22%             3  [kernel.kallsyms]  [k] __folio_throttle_swaprate
     1.22%             3  [kernel.kallsyms]  [k] __rcu_read_unlock
     1.22%             3  [kernel.kallsyms]  [k] percpu_counter_add_batch
     1.22%             3  [kernel.kallsyms]  [k] uncharge_folio
     0.82%             2  [kernel.kallsyms]  [k] __alloc_frozen_pages_noprof
     0.82%             2  [kernel.kallsyms]  [k] __lruvec_stat_mod_folio
     0.82%             2  [kernel.kallsyms]  [k] __mem_cgroup_charge
     0.82%             2  [kernel.kallsyms]  [k] __raw_callee_save___pv_queued_spin_unlock
     0.82%             2  [kernel.kallsyms]  [k] folio_add_new_anon_rmap
     0.82%             2  [kernel.kallsyms]  [k] get_mem_cgroup_from_mm
     0.82%             2  [kernel.kallsyms]  [k] get_page_from_freelist
     0.82%             2  [kernel.kallsyms]  [k] mod_memcg_lruvec_state
     0.82%             2  [kernel.kallsyms]  [k] try_charge_memcg
     0.41%             1  [kernel.kallsyms]  [k] ___pte_offset_map
     0.41%             1  [kernel.kallsyms]  [k] __css_rstat_updated
     0.41%             1  [kernel.kallsyms]  [k] __get_user_8
     0.41%             1  [kernel.kallsyms]  [k] access_error
     0.41%             1  [kernel.kallsyms]  [k] handle_softirqs
     0.41%             1  [kernel.kallsyms]  [k] mas_walk
     0.41%             1  [kernel.kallsyms]  [k] mem_cgroup_from_task
     0.41%             1  [kernel.kallsyms]  [k] page_counter_try_charge
     0.41%             1  [kernel.kallsyms]  [k] perf_output_begin
     0.41%             1  [kernel.kallsyms]  [k] policy_nodemask
     0.41%             1  [kernel.kallsyms]  [k] pte_offset_map_rw_nolock
     0.41%             1  [kernel.kallsyms]  [k] pud_val
     0.41%             1  [kernel.kallsyms]  [k] unlink_anon_vmas


#
# (Tip: Generate a script for your data: perf script -g <lang>)
#
