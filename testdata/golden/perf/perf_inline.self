# To display the perf.data header info, please use --header/--header-only options.
#
#
# Total Lost Samples: 0
#
# Samples: 501  of event 'cpu-clock:ppp'
# Event count (approx.): 125250000
#
# Overhead       Samples  Shared Object         Symbol                                       
# ........  ............  ....................  .............................................
#
    22.95%           115  perf_inline           [.] compute
    17.76%            89  perf_inline           [.] scramble
     8.98%            45  [kernel.kallsyms]     [k] exc_page_fault
     8.18%            41  [kernel.kallsyms]     [k] clear_page_erms
     5.99%            30  [kernel.kallsyms]     [k] _raw_spin_unlock_irqrestore
     3.19%            16  perf_inline           [.] fault_pages
     2.59%            13  [kernel.kallsyms]     [k] __handle_mm_fault
     2.20%            11  [kernel.kallsyms]     [k] __list_del_entry_valid_or_report
     2.00%            10  [kernel.kallsyms]     [k] __lruvec_stat_mod_folio
     1.80%             9  [kernel.kallsyms]     [k] free_unref_folios
     1.60%             8  [kernel.kallsyms]     [k] do_anonymous_page
     1.60%             8  [kernel.kallsyms]     [k] memcg1_commit_charge
     1.60%             8  [kernel.kallsyms]     [k] unmap_page_range
     1.40%             7  [kernel.kallsyms]     [k] __alloc_frozen_pages_noprof
     1.40%             7  [kernel.kallsyms]     [k] get_mem_cgroup_from_mm
     1.40%             7  [kernel.kallsyms]     [k] mas_walk
     1.40%             7  [kernel.kallsyms]     [k] vma_alloc_folio_noprof
     1.00%             5  [kernel.kallsyms]     [k] __mem_cgroup_charge
     1.00%             5  [kernel.kallsyms]     [k] alloc_pages_mpol
     1.00%             5  [kernel.kallsyms]     [k] lock_vma_under_rcu
     0.80%             4  [kernel.kallsyms]     [k] ___pte_offset_map
     0.80%             4  [kernel.kallsyms]     [k] get_page_from_freelist
     0.80%             4  [kernel.kallsyms]     [k] try_charge_memcg
     0.60%             3  [kernel.kallsyms]     [k] handle_mm_fault
     0.60%             3  [kernel.kallsyms]     [k] mod_memcg_lruvec_state
     0.40%             2  [kernel.kallsyms]     [k] __folio_throttle_swaprate
     0.40%             2  [kernel.kallsyms]     [k] __rcu_read_lock
     0.40%             2  [kernel.kallsyms]     [k] __rcu_read_unlock
     0.40%             2  [kernel.kallsyms]     [k] __rmqueue_pcplist
     0.40%             2  [kernel.kallsyms]     [k] _find_first_bit
     0.40%             2  [kernel.kallsyms]     [k] policy_nodemask
     0.40%             2  [kernel.kallsyms]     [k] pte_offset_map_rw_nolock
     0.20%             1  [kernel.kallsyms]     [k] __css_rstat_updated
     0.20%             1  [kernel.kallsyms]     [k] __folio_batch_add_and_move
     0.20%             1  [kernel.kallsyms]     [k] __folio_mod_stat
     0.20%             1  [kernel.kallsyms]     [k] __get_user_8
     0.20%             1  [kernel.kallsyms]     [k] __mem_cgroup_uncharge_folios
     0.20%             1  [kernel.kallsyms]     [k] __memcg_slab_post_alloc_hook
     0.20%             1  [kernel.kallsyms]     [k] __pte_offset_map_lock
     0.20%             1  [kernel.kallsyms]     [k] __raw_callee_save___pv_queued_spin_unlock
     0.20%             1  [kernel.kallsyms]     [k] __vmf_anon_prepare
     0.20%             1  [kernel.kallsyms]     [k] _raw_spin_lock
     0.20%             1  [kernel.kallsyms]     [k] folio_add_lru_vma
     0.20%             1  [kernel.kallsyms]     [k] folio_add_new_anon_rmap
     0.20%             1  [kernel.kallsyms]     [k] folio_remove_rmap_ptes
     0.20%             1  [kernel.kallsyms]     [k] free_frozen_page_commit
     0.20%             1  [kernel.kallsyms]     [k] free_pages_and_swap_cache
     0.20%             1  [kernel.kallsyms]     [k] get_vma_policy
     0.20%             1  [kernel.kallsyms]     [k] mas_prev_slot
     0.20%             1  [kernel.kallsyms]     [k] memcg1_uncharge_batch
     0.20%             1  [kernel.kallsyms]     [k] srso_alias_return_thunk
     0.20%             1  [kernel.kallsyms]     [k] uncharge_folio
     0.20%             1  [kernel.kallsyms]     [k] vm_normal_page
     0.20%             1  ld-linux-x86-64.so.2  [.] _dl_relocate_object
     0.20%             1  ld-linux-x86-64.so.2  [.] handle_amd


#
# (Tip: Generate a script for your data: perf script -g <lang>)
#
