cpp_undef_all(cpp_reader*)
gen_split_164(rtx_insn*, rtx_def**)
gcov_write_tag(unsigned int)
gen_split_1470(rtx_insn*, rtx_def**)
gen_split_1791(rtx_insn*, rtx_def**)
gen_split_1793(rtx_insn*, rtx_def**)
gen_split_1944(rtx_insn*, rtx_def**)
gen_split_2303(rtx_insn*, rtx_def**)
gen_atomic_ordi(rtx_def*, rtx_def*, rtx_def*)
gen_lfloordfsi2(rtx_def*, rtx_def*)
_register_worker()
output_fix_trunc(rtx_insn*, rtx_def**, bool)
bitmap_count_bits(simple_bitmap_def const*)
gen_lshrv2di3_mask(rtx_def*, rtx_def*, rtx_def*, rtx_def*, rtx_def*)
references_value_p(rtx_def const*, int)
timevar_cond_start(timevar_id_t)
vect_gen_while_not(gimple**, tree_node*, tree_node*, tree_node*)
dbeGetLoadObjectList(int)
gen_vec_unpacku_lo_v8qi(rtx_def*, rtx_def*)
gen_avx512fp16_vcvtsh2si(rtx_def*, rtx_def*)
get_hard_reg_initial_reg(rtx_def*)
gen_avx512vl_testnmv16qi3(rtx_def*, rtx_def*, rtx_def*)
gen_vpamdd52huqv4di_maskz(rtx_def*, rtx_def*, rtx_def*, rtx_def*, rtx_def*)
gt_ggc_mx_cgraph_simd_clone(void*)
allocate_dynamic_stack_space(rtx_def*, unsigned int, unsigned int, long, bool)
ira_debug_allocno_live_ranges(ira_allocno*)
gen_vgf2p8affineinvqb_v32qi_mask(rtx_def*, rtx_def*, rtx_def*, rtx_def*, rtx_def*, rtx_def*)
ix86_operands_ok_for_move_multiple(rtx_def**, bool, machine_mode)
gen_avx512vl_vpshufbitqmbv32qi_mask(rtx_def*, rtx_def*, rtx_def*, rtx_def*)
vect_create_addr_base_for_vector_ref(vec_info*, _stmt_vec_info*, gimple**, tree_node*)
gen_avx512fp16_fixuns_truncv8hi2_round(rtx_def*, rtx_def*, rtx_def*)
ExecFork(std::set<int, std::less<int>, std::allocator<int> >)
dump_dec(dump_flag, poly_int<1u, generic_wide_int<wide_int_storage> > const&, signop)
gt_pch_nx(call_site_record_d*&)
debDebFile::MemControlExtract::~MemControlExtract()
hash_table<comdat_type_hasher, false, xcallocator>::hash_table(unsigned long, bool, bool, bool, mem_alloc_origin)
hash_table<default_hash_traits<ana::function_point>, false, xcallocator>::expand()
hash_table<const_rtx_data_hasher, false, xcallocator>::find_slot_with_hash(constant_descriptor_rtx_data* const&, unsigned int, insert_option)
hash_table<function_version_hasher, false, xcallocator>::find_slot_with_hash(cgraph_function_version_info* const&, unsigned int, insert_option)
hash_table<hash_map<int_hash<unsigned int, 4294967295u, 4294967295u>, unsigned int, simple_hashmap_traits<default_hash_traits<int_hash<unsigned int, 4294967295u, 4294967295u> >, unsigned int> >::hash_entry, false, xcallocator>::find_with_hash(unsigned int const&, unsigned int)
hash_table<hash_map<tree_node*, tree_node*, simple_hashmap_traits<default_hash_traits<tree_node*>, tree_node*> >::hash_entry, false, xcallocator>::expand()
pkgAcquire::Queue::Startup()
x265_10bit::Encoder::computeHistogramSAD(double*, double*, int)
x265_10bit::Analysis::compressInterCU_rd0_4(x265_10bit::CUData const&, x265_10bit::CUGeom const&, int)
x265_10bit::Bitstream::writeAlignOne()
x265_12bit::FrameEncoder::collectDynDataRow(x265_12bit::CUData&, x265_12bit::FrameStats*)
x265_12bit::CostEstimateGroup::processTasks(int)
x265_12bit::SEIuserDataRegistered::writeSEI(x265_12bit::SPS const&)
x265_12bit::CUData::setEmptyPart(x265_12bit::CUGeom const&, unsigned int)
CompComment::compcom_open(int (*)(char*))
GlobalError::GlobalError()
cgraph_node::reset()
rvrp_folder::~rvrp_folder()
optinfo_item::~optinfo_item()
v8_inspector::toProtocolValue(double)
v8_inspector::protocol::Profiler::DomainDispatcherImpl::enable(v8_crdtp::Dispatchable const&)
void v8_inspector::V8Console::call<&v8_inspector::V8Console::monitorFunctionCallback>(v8::FunctionCallbackInfo<v8::Value> const&)
void v8_inspector::V8Console::call<&v8_inspector::V8Console::DirXml>(v8::FunctionCallbackInfo<v8::Value> const&)
vec_perm_indices::new_vector(int_vector_builder<poly_int<1u, long> > const&, unsigned int, poly_int<1u, unsigned long>)
wide_int_storage::wide_int_storage<std::pair<rtx_def*, machine_mode> >(std::pair<rtx_def*, machine_mode> const&)
er_print_common_display::open(Print_params*)
generic_subrtx_iterator<const_rtx_accessor>::next()
v8::base::SharedMutex::TryLockExclusive()
v8::base::SmallVector<v8::internal::wasm::LiftoffRegister, 8ul, std::allocator<v8::internal::wasm::LiftoffRegister> >::Grow(unsigned long)
v8::base::SmallVector<v8::internal::wasm::LiftoffAssembler::VarState, 16ul, v8::internal::ZoneAllocator<v8::internal::wasm::LiftoffAssembler::VarState> >::Grow(unsigned long)
v8::base::SmallVector<v8::internal::compiler::turboshaft::OpIndex, 32ul, std::allocator<v8::internal::compiler::turboshaft::OpIndex> >::Grow()
v8::base::SmallVector<v8::internal::compiler::TopLevelLiveRange*, 32ul, std::allocator<v8::internal::compiler::TopLevelLiveRange*> >::Grow()
v8::base::SmallVector<v8::internal::compiler::Node*, 4ul, std::allocator<v8::internal::compiler::Node*> >::Grow(unsigned long)
v8::base::SmallVector<v8::internal::compiler::Node*, 8ul, std::allocator<v8::internal::compiler::Node*> >::resize_no_init(unsigned long)
v8::base::SmallVector<v8::internal::compiler::Node*, 9ul, std::allocator<v8::internal::compiler::Node*> >::Grow(unsigned long)
v8::base::SmallVector<unsigned long, 16ul, std::allocator<unsigned long> >::Grow(unsigned long)
v8::Platform::GetZoneBackingAllocator()
v8::internal::JSReceiver::CheckPrivateNameStore(v8::internal::LookupIterator*, bool)
v8::internal::JsonParser<unsigned short>::BuildJsonArray(v8::internal::JsonParser<unsigned short>::JsonContinuation const&, v8::base::SmallVector<v8::internal::Handle<v8::internal::Object>, 16ul, std::allocator<v8::internal::Handle<v8::internal::Object> > > const&)
v8::internal::KeyedLoadIC::CanChangeToAllowOutOfBounds(v8::internal::Handle<v8::internal::Map>)
_ZN2v88internal11StringShape33DispatchToSpecificTypeWithoutCastIZNS1_22DispatchToSpecificTypeIZNKS0_6String7GetImplEiNS0_16PtrComprCageBaseERKNS0_31SharedStringAccessGuardIfNeededEE19StringGetDispatchertJRiRS5_S8_EEET0_S4_DpOT1_E17CastingDispatchertJRS4_SA_SB_S8_EEESC_SF_
v8::internal::interpreter::BytecodeTraits<(v8::internal::interpreter::ImplicitRegisterUse)2>::kQuadrupleScaleOperandSizes
v8::internal::interpreter::BytecodeTraits<(v8::internal::interpreter::ImplicitRegisterUse)2, (v8::internal::interpreter::OperandType)6, (v8::internal::interpreter::OperandType)7>::kQuadrupleScaleOperandSizes
v8::internal::MacroAssembler::Cmp(v8::internal::Register, int)
long v8::internal::SearchStringRaw<unsigned char const, unsigned short const>(v8::internal::Isolate*, unsigned char const*, int, unsigned short const*, int, int)
long v8::internal::SearchStringRaw<unsigned short const, unsigned char const>(v8::internal::Isolate*, unsigned short const*, int, unsigned char const*, int, int)
v8::internal::JSGeneratorObject::JSGeneratorObjectPrint(std::ostream&)
v8::internal::IncrementalMarking::WhiteToGreyAndPush(v8::internal::HeapObject)
v8::internal::LinuxPerfJitLogger::code_index_
v8::internal::LinuxPerfJitLogger::CloseJitDumpFile()
int v8::internal::MarkingVisitorBase<v8::internal::MainMarkingVisitor<v8::internal::MarkingState>, v8::internal::MarkingState>::VisitEmbedderTracingSubclass<v8::internal::JSArrayBuffer>(v8::internal::Map, v8::internal::JSArrayBuffer)
v8::internal::ConstructEntryFrame::~ConstructEntryFrame()
v8::internal::PerThreadAssertScope<(v8::internal::PerThreadAssertType)0, true>::PerThreadAssertScope()
v8::internal::NativeContextInferrer::InferForJSFunction(v8::internal::Isolate*, v8::internal::JSFunction, unsigned long*)
v8::internal::SafepointTableBuilder::DefineSafepoint(v8::internal::Assembler*)
v8::internal::TorqueGeneratedFactory<v8::internal::Factory>::NewTurbofanOtherNumberConstantType(double, v8::internal::AllocationType)
v8::internal::SamplingEventsProcessor::SetSamplingInterval(v8::base::TimeDelta)
void v8::internal::SharedMacroAssemblerBase::AvxHelper<v8::internal::XMMRegister, v8::internal::XMMRegister>::emit<&v8::internal::Assembler::vpsubw, &v8::internal::Assembler::psubw>(v8::internal::XMMRegister, v8::internal::XMMRegister)
v8::internal::HeapSnapshotJSONSerializer::SerializeLocation(v8::internal::SourceLocation const&)
v8::internal::OptimizingCompileDispatcher::InstallOptimizedFunctions()
v8::internal::AstFunctionLiteralIdReindexer::AstFunctionLiteralIdReindexer(unsigned long, int)
v8::internal::MarkCompactWeakObjectRetainer::~MarkCompactWeakObjectRetainer()
v8::internal::wasm::WasmEngine::FreeNativeModule(v8::internal::wasm::NativeModule*)
v8::internal::wasm::AsmJsParser::EmptyStatement()
v8::internal::wasm::LiftoffAssembler::emit_f32x4_pmin(v8::internal::wasm::LiftoffRegister, v8::internal::wasm::LiftoffRegister, v8::internal::wasm::LiftoffRegister)
v8::internal::wasm::LiftoffAssembler::emit_i32x4_max_s(v8::internal::wasm::LiftoffRegister, v8::internal::wasm::LiftoffRegister, v8::internal::wasm::LiftoffRegister)
v8::internal::wasm::DisjointAllocationPool::AllocateInRegion(unsigned long, v8::base::AddressRegion)
v8::internal::Debug::FindBreakablePosition(v8::internal::Handle<v8::internal::DebugInfo>, int)
v8::internal::compiler::turboshaft::FloatOperationTyper<32ul>::Set(std::vector<float, std::allocator<float> >, unsigned int, v8::internal::Zone*)
v8::internal::compiler::turboshaft::FloatOperationTyper<64ul>::RestrictionForLessThan_True(v8::internal::compiler::turboshaft::FloatType<64ul> const&, v8::internal::compiler::turboshaft::FloatType<64ul> const&, v8::internal::Zone*)
v8::internal::compiler::turboshaft::AssemblerOpInterface<v8::internal::compiler::turboshaft::Assembler<v8::internal::compiler::turboshaft::reducer_list<v8::internal::compiler::turboshaft::MachineLoweringReducer, v8::internal::compiler::turboshaft::VariableReducer> > >::ObjectIsSmi(v8::internal::compiler::turboshaft::V<v8::internal::Object>)
v8::internal::compiler::turboshaft::V<v8::internal::compiler::turboshaft::WordWithBits<64ul> > v8::internal::compiler::turboshaft::AssemblerOpInterface<v8::internal::compiler::turboshaft::Assembler<v8::internal::compiler::turboshaft::reducer_list<v8::internal::compiler::turboshaft::MachineLoweringReducer, v8::internal::compiler::turboshaft::VariableReducer> > >::LoadField<v8::internal::compiler::turboshaft::WordWithBits<64ul> >(v8::internal::compiler::turboshaft::V<v8::internal::Object>, v8::internal::compiler::FieldAccess const&)
v8::internal::compiler::turboshaft::OpIndex v8::internal::compiler::turboshaft::Assembler<v8::internal::compiler::turboshaft::reducer_list<v8::internal::compiler::turboshaft::VariableReducer, v8::internal::compiler::turboshaft::BranchEliminationReducer, v8::internal::compiler::turboshaft::SelectLoweringReducer, v8::internal::compiler::turboshaft::MachineOptimizationReducerSignallingNanImpossible, v8::internal::compiler::turboshaft::ValueNumberingReducer> >::Emit<v8::internal::compiler::turboshaft::DebugBreakOp>()
v8::internal::compiler::JSHeapBroker::InitCodeMap()
v8::internal::compiler::JSHeapBroker::Initunknown_string()
v8::internal::compiler::JSGraphAssembler::CEntryStubConstant(int)
v8::internal::compiler::JSGraphAssembler::PlainPrimitiveToNumberOperator()
v8::internal::compiler::AllocationBuilder::Store(v8::internal::compiler::FieldAccess const&, v8::internal::compiler::Node*)
v8::internal::compiler::JSGenericLowering::LowerJSToObject(v8::internal::compiler::Node*)
v8::internal::compiler::BytecodeGraphBuilder::BuildDelete(v8::internal::LanguageMode)
v8::internal::compiler::BytecodeGraphBuilder::VisitGetKeyedProperty()
v8::internal::compiler::BytecodeGraphBuilder::TryBuildSimplifiedForInNext(v8::internal::compiler::Node*, v8::internal::compiler::Node*, v8::internal::compiler::Node*, v8::internal::compiler::Node*, v8::internal::FeedbackSlot)
v8::internal::compiler::MachineOperatorBuilder::Float32Div()
v8::internal::compiler::CommonOperatorGlobalCache::MergeOperator<1ul>::~MergeOperator()
v8::internal::compiler::CommonOperatorGlobalCache::MergeOperator<5ul>::~MergeOperator()
v8::internal::compiler::CommonOperatorGlobalCache::EffectPhiOperator<1>::~EffectPhiOperator()
v8::internal::compiler::MachineOperatorGlobalCache::LoadFloat32Operator::~LoadFloat32Operator()
v8::internal::compiler::MachineOperatorGlobalCache::StorekSimd256Operator::~StorekSimd256Operator()
v8::internal::compiler::MachineOperatorGlobalCache::Word32AtomicAndInt8NormalOperator::~Word32AtomicAndInt8NormalOperator()
v8::internal::compiler::MachineOperatorGlobalCache::Word32AtomicExchangeInt16NormalOperator::~Word32AtomicExchangeInt16NormalOperator()
v8::internal::compiler::MachineOperatorGlobalCache::Word32AtomicCompareExchangeInt32ProtectedOperator::~Word32AtomicCompareExchangeInt32ProtectedOperator()
v8::internal::compiler::SimplifiedOperatorGlobalCache::ObjectIsReceiverOperator::ObjectIsReceiverOperator()
v8::internal::compiler::SimplifiedOperatorGlobalCache::CheckedTaggedToTaggedSignedOperator::~CheckedTaggedToTaggedSignedOperator()
v8::internal::compiler::Typer::Visitor::Negate(v8::internal::compiler::Type, v8::internal::compiler::Typer*)
v8::internal::ArrayList::EnsureSpace(v8::internal::Isolate*, v8::internal::Handle<v8::internal::ArrayList>, int, v8::internal::AllocationType)
v8::internal::Assembler::~Assembler()
v8::internal::ScopeInfo::CreateForWithScope(v8::internal::Isolate*, v8::internal::MaybeHandle<v8::internal::ScopeInfo>)
wi::binary_traits<generic_wide_int<wide_int_storage>, generic_wide_int<wide_int_storage>, wi::int_traits<generic_wide_int<wide_int_storage> >::precision_type, wi::int_traits<generic_wide_int<wide_int_storage> >::precision_type>::result_type wi::bit_and_not<generic_wide_int<wide_int_storage>, generic_wide_int<wide_int_storage> >(generic_wide_int<wide_int_storage> const&, generic_wide_int<wide_int_storage> const&)
wi::binary_traits<generic_wide_int<fixed_wide_int_storage<576> >, generic_wide_int<fixed_wide_int_storage<576> >, wi::int_traits<generic_wide_int<fixed_wide_int_storage<576> > >::precision_type, wi::int_traits<generic_wide_int<fixed_wide_int_storage<576> > >::precision_type>::result_type wi::bit_and_not<generic_wide_int<fixed_wide_int_storage<576> >, generic_wide_int<fixed_wide_int_storage<576> > >(generic_wide_int<fixed_wide_int_storage<576> > const&, generic_wide_int<fixed_wide_int_storage<576> > const&)
wi::binary_traits<std::pair<rtx_def*, machine_mode>, std::pair<rtx_def*, machine_mode>, wi::int_traits<std::pair<rtx_def*, machine_mode> >::precision_type, wi::int_traits<std::pair<rtx_def*, machine_mode> >::precision_type>::result_type wi::abs<std::pair<rtx_def*, machine_mode> >(std::pair<rtx_def*, machine_mode> const&)
wi::binary_traits<generic_wide_int<fixed_wide_int_storage<128> >, generic_wide_int<fixed_wide_int_storage<128> >, wi::int_traits<generic_wide_int<fixed_wide_int_storage<128> > >::precision_type, wi::int_traits<generic_wide_int<fixed_wide_int_storage<128> > >::precision_type>::result_type wi::add<generic_wide_int<fixed_wide_int_storage<128> >, generic_wide_int<fixed_wide_int_storage<128> > >(generic_wide_int<fixed_wide_int_storage<128> > const&, generic_wide_int<fixed_wide_int_storage<128> > const&)
wi::binary_traits<std::pair<rtx_def*, machine_mode>, std::pair<rtx_def*, machine_mode>, wi::int_traits<std::pair<rtx_def*, machine_mode> >::precision_type, wi::int_traits<std::pair<rtx_def*, machine_mode> >::precision_type>::result_type wi::add<std::pair<rtx_def*, machine_mode>, std::pair<rtx_def*, machine_mode> >(std::pair<rtx_def*, machine_mode> const&, std::pair<rtx_def*, machine_mode> const&, signop, wi::overflow_type*)
wi::binary_traits<std::pair<rtx_def*, machine_mode>, int, wi::int_traits<std::pair<rtx_def*, machine_mode> >::precision_type, wi::int_traits<int>::precision_type>::result_type wi::add<std::pair<rtx_def*, machine_mode>, int>(std::pair<rtx_def*, machine_mode> const&, int const&)
wi::binary_traits<generic_wide_int<fixed_wide_int_storage<576> >, generic_wide_int<fixed_wide_int_storage<576> >, wi::int_traits<generic_wide_int<fixed_wide_int_storage<576> > >::precision_type, wi::int_traits<generic_wide_int<fixed_wide_int_storage<576> > >::precision_type>::result_type wi::ext<generic_wide_int<fixed_wide_int_storage<576> > >(generic_wide_int<fixed_wide_int_storage<576> > const&, unsigned int, signop)
wi::binary_traits<generic_wide_int<wide_int_storage>, generic_wide_int<wide_int_storage>, wi::int_traits<generic_wide_int<wide_int_storage> >::precision_type, wi::int_traits<generic_wide_int<wide_int_storage> >::precision_type>::result_type wi::min<generic_wide_int<wide_int_storage>, generic_wide_int<wide_int_storage> >(generic_wide_int<wide_int_storage> const&, generic_wide_int<wide_int_storage> const&, signop)
wi::binary_traits<generic_wide_int<fixed_wide_int_storage<576> >, generic_wide_int<fixed_wide_int_storage<576> >, wi::int_traits<generic_wide_int<fixed_wide_int_storage<576> > >::precision_type, wi::int_traits<generic_wide_int<fixed_wide_int_storage<576> > >::precision_type>::result_type wi::sext<generic_wide_int<fixed_wide_int_storage<576> > >(generic_wide_int<fixed_wide_int_storage<576> > const&, unsigned int)
wi::binary_traits<generic_wide_int<wide_int_storage>, generic_wide_int<wide_int_storage>, wi::int_traits<generic_wide_int<wide_int_storage> >::precision_type, wi::int_traits<generic_wide_int<wide_int_storage> >::precision_type>::result_type wi::zext<generic_wide_int<wide_int_storage> >(generic_wide_int<wide_int_storage> const&, unsigned int)
bool wi::ltu_p<generic_wide_int<wide_int_ref_storage<false, false> >, generic_wide_int<wide_int_ref_storage<false, false> > >(generic_wide_int<wide_int_ref_storage<false, false> > const&, generic_wide_int<wide_int_ref_storage<false, false> > const&)
wi::binary_traits<generic_wide_int<wide_int_storage>, generic_wide_int<wide_int_storage>, wi::int_traits<generic_wide_int<wide_int_storage> >::precision_type, wi::int_traits<generic_wide_int<wide_int_storage> >::precision_type>::result_type wi::bit_or<generic_wide_int<wide_int_storage>, generic_wide_int<wide_int_storage> >(generic_wide_int<wide_int_storage> const&, generic_wide_int<wide_int_storage> const&)
wi::binary_traits<generic_wide_int<wide_int_storage>, generic_wide_int<wide_int_storage>, wi::int_traits<generic_wide_int<wide_int_storage> >::precision_type, wi::int_traits<generic_wide_int<wide_int_storage> >::precision_type>::result_type wi::lshift<generic_wide_int<wide_int_storage>, generic_wide_int<fixed_wide_int_storage<576> > >(generic_wide_int<wide_int_storage> const&, generic_wide_int<fixed_wide_int_storage<576> > const&)
wi::binary_traits<generic_wide_int<fixed_wide_int_storage<576> >, generic_wide_int<fixed_wide_int_storage<576> >, wi::int_traits<generic_wide_int<fixed_wide_int_storage<576> > >::precision_type, wi::int_traits<generic_wide_int<fixed_wide_int_storage<576> > >::precision_type>::result_type wi::lshift<generic_wide_int<fixed_wide_int_storage<576> >, generic_wide_int<fixed_wide_int_storage<576> > >(generic_wide_int<fixed_wide_int_storage<576> > const&, generic_wide_int<fixed_wide_int_storage<576> > const&)
wi::binary_traits<wi::hwi_with_prec, wi::hwi_with_prec, wi::int_traits<wi::hwi_with_prec>::precision_type, wi::int_traits<wi::hwi_with_prec>::precision_type>::result_type wi::lshift<wi::hwi_with_prec, unsigned long>(wi::hwi_with_prec const&, unsigned long const&)
wi::binary_traits<generic_wide_int<wide_int_storage>, generic_wide_int<wide_int_storage>, wi::int_traits<generic_wide_int<wide_int_storage> >::precision_type, wi::int_traits<generic_wide_int<wide_int_storage> >::precision_type>::result_type wi::rshift<generic_wide_int<wide_int_storage>, generic_wide_int<wide_int_storage> >(generic_wide_int<wide_int_storage> const&, generic_wide_int<wide_int_storage> const&, signop)
wi::binary_traits<generic_wide_int<wide_int_storage>, generic_wide_int<wide_int_storage>, wi::int_traits<generic_wide_int<wide_int_storage> >::precision_type, wi::int_traits<generic_wide_int<wide_int_storage> >::precision_type>::result_type wi::bit_and<generic_wide_int<wide_int_storage>, generic_wide_int<wide_int_storage> >(generic_wide_int<wide_int_storage> const&, generic_wide_int<wide_int_storage> const&)
wi::binary_traits<generic_wide_int<wide_int_ref_storage<false, false> >, generic_wide_int<wide_int_ref_storage<false, false> >, wi::int_traits<generic_wide_int<wide_int_ref_storage<false, false> > >::precision_type, wi::int_traits<generic_wide_int<wide_int_ref_storage<false, false> > >::precision_type>::result_type wi::bit_not<generic_wide_int<wide_int_ref_storage<false, false> > >(generic_wide_int<wide_int_ref_storage<false, false> > const&)
wi::binary_traits<generic_wide_int<wide_int_storage>, generic_wide_int<wide_int_storage>, wi::int_traits<generic_wide_int<wide_int_storage> >::precision_type, wi::int_traits<generic_wide_int<wide_int_storage> >::precision_type>::result_type wi::lrotate<generic_wide_int<wide_int_storage>, generic_wide_int<wide_int_storage> >(generic_wide_int<wide_int_storage> const&, generic_wide_int<wide_int_storage> const&, unsigned int)
wi::binary_traits<std::pair<rtx_def*, machine_mode>, std::pair<rtx_def*, machine_mode>, wi::int_traits<std::pair<rtx_def*, machine_mode> >::precision_type, wi::int_traits<std::pair<rtx_def*, machine_mode> >::precision_type>::result_type wi::lrotate<std::pair<rtx_def*, machine_mode>, std::pair<rtx_def*, machine_mode> >(std::pair<rtx_def*, machine_mode> const&, std::pair<rtx_def*, machine_mode> const&, unsigned int)
wi::binary_traits<std::pair<rtx_def*, machine_mode>, std::pair<rtx_def*, machine_mode>, wi::int_traits<std::pair<rtx_def*, machine_mode> >::precision_type, wi::int_traits<std::pair<rtx_def*, machine_mode> >::precision_type>::result_type wi::lrshift<std::pair<rtx_def*, machine_mode>, generic_wide_int<wide_int_storage> >(std::pair<rtx_def*, machine_mode> const&, generic_wide_int<wide_int_storage> const&)
wi::binary_traits<generic_wide_int<wide_int_storage>, generic_wide_int<wide_int_storage>, wi::int_traits<generic_wide_int<wide_int_storage> >::precision_type, wi::int_traits<generic_wide_int<wide_int_storage> >::precision_type>::result_type wi::rrotate<generic_wide_int<wide_int_storage>, generic_wide_int<wide_int_storage> >(generic_wide_int<wide_int_storage> const&, generic_wide_int<wide_int_storage> const&, unsigned int)
wi::binary_traits<generic_wide_int<fixed_wide_int_storage<576> >, generic_wide_int<fixed_wide_int_storage<576> >, wi::int_traits<generic_wide_int<fixed_wide_int_storage<576> > >::precision_type, wi::int_traits<generic_wide_int<fixed_wide_int_storage<576> > >::precision_type>::result_type wi::rrotate<generic_wide_int<fixed_wide_int_storage<576> >, generic_wide_int<fixed_wide_int_storage<576> > >(generic_wide_int<fixed_wide_int_storage<576> > const&, generic_wide_int<fixed_wide_int_storage<576> > const&, unsigned int)
wi::binary_traits<std::pair<rtx_def*, machine_mode>, std::pair<rtx_def*, machine_mode>, wi::int_traits<std::pair<rtx_def*, machine_mode> >::precision_type, wi::int_traits<std::pair<rtx_def*, machine_mode> >::precision_type>::result_type wi::rrotate<std::pair<rtx_def*, machine_mode>, std::pair<rtx_def*, machine_mode> >(std::pair<rtx_def*, machine_mode> const&, std::pair<rtx_def*, machine_mode> const&, unsigned int)
wi::binary_traits<generic_wide_int<fixed_wide_int_storage<576> >, generic_wide_int<fixed_wide_int_storage<576> >, wi::int_traits<generic_wide_int<fixed_wide_int_storage<576> > >::precision_type, wi::int_traits<generic_wide_int<fixed_wide_int_storage<576> > >::precision_type>::result_type wi::div_floor<generic_wide_int<fixed_wide_int_storage<576> >, generic_wide_int<fixed_wide_int_storage<576> > >(generic_wide_int<fixed_wide_int_storage<576> > const&, generic_wide_int<fixed_wide_int_storage<576> > const&, signop, wi::overflow_type*)
wi::binary_traits<generic_wide_int<wide_int_storage>, generic_wide_int<wide_int_storage>, wi::int_traits<generic_wide_int<wide_int_storage> >::precision_type, wi::int_traits<generic_wide_int<wide_int_storage> >::precision_type>::result_type wi::div_round<generic_wide_int<wide_int_storage>, generic_wide_int<wide_int_storage> >(generic_wide_int<wide_int_storage> const&, generic_wide_int<wide_int_storage> const&, signop, wi::overflow_type*)
ana::region_model::get_reachable_svalues(hash_set<ana::svalue const*, false, default_hash_traits<ana::svalue const*> >*, ana::svalue const*, ana::uncertainty_t const*)
ana::exploded_graph::build_initial_worklist()
ana::function_call_string_cluster::cmp_ptr_ptr(void const*, void const*)
absl::debian3::FromChrono(std::chrono::time_point<std::chrono::_V2::system_clock, std::chrono::duration<long, std::ratio<1l, 1000000000l> > > const&)
absl::debian3::base_internal::FastTypeTag<std::vector<std::__cxx11::basic_string<char, std::char_traits<char>, std::allocator<char> >, std::allocator<std::__cxx11::basic_string<char, std::char_traits<char>, std::allocator<char> > > > >::dummy_var
absl::debian3::cord_internal::cord_btree_exhaustive_validation
absl::debian3::hash_internal::CityHash32(char const*, unsigned long)
llvm::Attributor::identifyDeadInternalFunctions()
llvm::DwarfDebug::handleMacroNodes(llvm::MDTupleTypedArrayWrapper<llvm::DIMacroNode>, llvm::DwarfCompileUnit&)
llvm::MCStreamer::getAssociatedXDataSection(llvm::MCSection const*)
llvm::SMSchedule::isLoopCarriedDefOfUse(llvm::SwingSchedulerDAG*, llvm::MachineInstr*, llvm::MachineOperand&)
llvm::SSAUpdater::SSAUpdater(llvm::SmallVectorImpl<llvm::PHINode*>*)
llvm::Error llvm::make_error<llvm::orc::MissingSymbolDefinitions, std::shared_ptr<llvm::orc::SymbolStringPool>, std::__cxx11::basic_string<char, std::char_traits<char>, std::allocator<char> > const&, std::vector<llvm::orc::SymbolStringPtr, std::allocator<llvm::orc::SymbolStringPtr> > >(std::shared_ptr<llvm::orc::SymbolStringPool>&&, std::__cxx11::basic_string<char, std::char_traits<char>, std::allocator<char> > const&, std::vector<llvm::orc::SymbolStringPtr, std::allocator<llvm::orc::SymbolStringPtr> >&&)
llvm::IntervalMap<llvm::SlotIndex, llvm::LiveInterval*, 8u, llvm::IntervalMapInfo<llvm::SlotIndex> >::iterator::insertNode(unsigned int, llvm::IntervalMapImpl::NodeRef, llvm::SlotIndex)
llvm::IntervalMap<llvm::SlotIndex, unsigned int, 9u, llvm::IntervalMapInfo<llvm::SlotIndex> >::deleteNode(llvm::IntervalMapImpl::NodeRef, unsigned int)
bool llvm::IntervalMap<unsigned int, unsigned long, 12u, llvm::IntervalMapInfo<unsigned int> >::iterator::overflow<llvm::IntervalMapImpl::BranchNode<unsigned int, unsigned long, 16u, llvm::IntervalMapInfo<unsigned int> > >(unsigned int)
llvm::IntervalMap<unsigned long, long, 8u, llvm::IntervalMapHalfOpenInfo<unsigned long> >::branchRoot(unsigned int)
void llvm::erase_value<llvm::SmallVector<llvm::BasicBlock*, 8u>, llvm::BasicBlock*>(llvm::SmallVector<llvm::BasicBlock*, 8u>&, llvm::BasicBlock*)
void llvm::erase_value<llvm::SmallVector<llvm::VPBlockBase*, 8u>, llvm::VPBlockBase*>(llvm::SmallVector<llvm::VPBlockBase*, 8u>&, llvm::VPBlockBase*)
void llvm::stable_sort<llvm::SmallVector<clang::format::JsModuleReference, 16u>&>(llvm::SmallVector<clang::format::JsModuleReference, 16u>&)
llvm::GVNHoistPass::run(llvm::Function&, llvm::AnalysisManager<llvm::Function>&)
bool llvm::PatternMatch::match<llvm::Value, llvm::PatternMatch::BinaryOp_match<llvm::PatternMatch::specificval_ty, llvm::PatternMatch::bind_ty<llvm::Value>, 14u, true> >(llvm::Value*, llvm::PatternMatch::BinaryOp_match<llvm::PatternMatch::specificval_ty, llvm::PatternMatch::bind_ty<llvm::Value>, 14u, true> const&)
bool llvm::PatternMatch::match<llvm::Value, llvm::PatternMatch::CmpClass_match<llvm::PatternMatch::BinaryOp_match<llvm::PatternMatch::bind_ty<llvm::Value>, llvm::PatternMatch::bind_const_intval_ty, 28u, false>, llvm::PatternMatch::is_zero, llvm::CmpInst, llvm::CmpInst::Predicate, false> >(llvm::Value*, llvm::PatternMatch::CmpClass_match<llvm::PatternMatch::BinaryOp_match<llvm::PatternMatch::bind_ty<llvm::Value>, llvm::PatternMatch::bind_const_intval_ty, 28u, false>, llvm::PatternMatch::is_zero, llvm::CmpInst, llvm::CmpInst::Predicate, false> const&)
llvm::SelectionDAG::FindNodeOrInsertPos(llvm::FoldingSetNodeID const&, void*&)
void llvm::TBAAVerifier::CheckFailed<char const (&) [45], llvm::Instruction*, llvm::MDNode const*&, llvm::MDNode*&>(char const (&) [45], llvm::Instruction*&&, llvm::MDNode const*&, llvm::MDNode*&)
llvm::hash_code llvm::hash_combine<llvm::APInt, llvm::MDString*>(llvm::APInt const&, llvm::MDString* const&)
llvm::hash_code llvm::hash_combine<llvm::hash_code, llvm::Type*, llvm::Constant*>(llvm::hash_code const&, llvm::Type* const&, llvm::Constant* const&)
llvm::hash_code llvm::hash_combine<llvm::Type const*, llvm::hash_code, bool>(llvm::Type const* const&, llvm::hash_code const&, bool const&)
llvm::hash_code llvm::hash_combine<unsigned int, llvm::MDString*, unsigned int>(unsigned int const&, llvm::MDString* const&, unsigned int const&)
llvm::InlineAdvisor::getMandatoryKind(llvm::CallBase&, llvm::AnalysisManager<llvm::Function>&, llvm::OptimizationRemarkEmitter&)
llvm::ScaledNumbers::compareImpl(unsigned long, unsigned long, int)
llvm::verifyFunction(llvm::Function const&, llvm::raw_ostream*)
llvm::AnalysisManager<llvm::Module>::AnalysisManager(llvm::AnalysisManager<llvm::Module>&&)
llvm::DwarfExpression::emitLegacySExt(unsigned int)
llvm::IntervalMapImpl::Path::replaceRoot(void*, unsigned int, std::pair<unsigned int, unsigned int>)
llvm::LegalizerHelper::lowerMemcpyInline(llvm::MachineInstr&)
llvm::LegalizerHelper::widenScalarAddSubOverflow(llvm::MachineInstr&, unsigned int, llvm::LLT)
llvm::ScalarEvolution::isAvailableAtLoopEntry(llvm::SCEV const*, llvm::Loop const*)
llvm::ScopedNoAliasAA::run(llvm::Function&, llvm::AnalysisManager<llvm::Function>&)
llvm::SmallVectorImpl<llvm::SmallVector<long, 8u> >::operator=(llvm::SmallVectorImpl<llvm::SmallVector<long, 8u> > const&)
llvm::SmallVectorImpl<clang::EnumDecl*>::operator=(llvm::SmallVectorImpl<clang::EnumDecl*>&&)
llvm::SmallVectorImpl<std::pair<clang::CallGraphNode*, clang::CallGraphNode::CallRecord*> >::operator=(llvm::SmallVectorImpl<std::pair<clang::CallGraphNode*, clang::CallGraphNode::CallRecord*> >&&)
llvm::SmallVectorImpl<unsigned short>::operator=(llvm::SmallVectorImpl<unsigned short>&&)
llvm::AAAssumptionInfo::createForPosition(llvm::IRPosition const&, llvm::Attributor&)
llvm::DwarfCompileUnit::finishSubprogramDefinition(llvm::DISubprogram const*)
llvm::MachineIRBuilder::buildAtomicRMWFAdd(llvm::DstOp const&, llvm::SrcOp const&, llvm::SrcOp const&, llvm::MachineMemOperand&)
llvm::DominatorTreeBase<llvm::BasicBlock, true>::changeImmediateDominator(llvm::BasicBlock*, llvm::BasicBlock*)
llvm::MCTargetAsmParser::~MCTargetAsmParser()
llvm::annotateValueSite(llvm::Module&, llvm::Instruction&, llvm::InstrProfRecord const&, llvm::InstrProfValueKind, unsigned int, unsigned int)
llvm::iterator_range<llvm::filter_iterator_impl<decltype (std::begin((std::declval<llvm::iterator_range<llvm::MachO::InterfaceFile::const_symbol_iterator>&>)())), std::function<bool (llvm::MachO::Symbol const*)>, llvm::detail::fwd_or_bidi_tag<decltype (std::begin((std::declval<llvm::iterator_range<llvm::MachO::InterfaceFile::const_symbol_iterator>&>)()))>::type> > llvm::make_filter_range<llvm::iterator_range<llvm::MachO::InterfaceFile::const_symbol_iterator>, std::function<bool (llvm::MachO::Symbol const*)> >(llvm::iterator_range<llvm::MachO::InterfaceFile::const_symbol_iterator>&&, std::function<bool (llvm::MachO::Symbol const*)>)
llvm::iterator_range<llvm::filter_iterator_impl<decltype (std::begin((std::declval<llvm::BasicBlock const&>)())), std::function<bool (llvm::Instruction const&)>, llvm::detail::fwd_or_bidi_tag<decltype (std::begin((std::declval<llvm::BasicBlock const&>)()))>::type> > llvm::make_filter_range<llvm::BasicBlock const&, std::function<bool (llvm::Instruction const&)> >(llvm::BasicBlock const&, std::function<bool (llvm::Instruction const&)>)
llvm::iterator_range<llvm::filter_iterator_impl<decltype (std::begin((std::declval<llvm::SmallVector<llvm::IntrinsicInst const*, 64u> const&>)())), std::function<bool (llvm::IntrinsicInst const*)>, llvm::detail::fwd_or_bidi_tag<decltype (std::begin((std::declval<llvm::SmallVector<llvm::IntrinsicInst const*, 64u> const&>)()))>::type> > llvm::make_filter_range<llvm::SmallVector<llvm::IntrinsicInst const*, 64u> const&, std::function<bool (llvm::IntrinsicInst const*)> >(llvm::SmallVector<llvm::IntrinsicInst const*, 64u> const&, std::function<bool (llvm::IntrinsicInst const*)>)
llvm::iterator_range<llvm::filter_iterator_impl<decltype (std::begin((std::declval<llvm::BasicBlock&>)())), std::function<bool (llvm::Instruction&)>, llvm::detail::fwd_or_bidi_tag<decltype (std::begin((std::declval<llvm::BasicBlock&>)()))>::type> > llvm::make_filter_range<llvm::BasicBlock&, std::function<bool (llvm::Instruction&)> >(llvm::BasicBlock&, std::function<bool (llvm::Instruction&)>)
llvm::isKnownNonNegative(llvm::Value const*, llvm::DataLayout const&, unsigned int, llvm::AssumptionCache*, llvm::Instruction const*, llvm::DominatorTree const*, bool)
llvm::ReplayInlineAdvisor::ReplayInlineAdvisor(llvm::Module&, llvm::AnalysisManager<llvm::Function>&, llvm::LLVMContext&, std::unique_ptr<llvm::InlineAdvisor, std::default_delete<llvm::InlineAdvisor> >, llvm::ReplayInlinerSettings const&, bool, llvm::InlineContext)
llvm::AAResultsWrapperPass::runOnFunction(llvm::Function&)
llvm::AddressSanitizerPass::printPipeline(llvm::raw_ostream&, llvm::function_ref<llvm::StringRef (llvm::StringRef)>)
llvm::PGOInstrumentationUse::PGOInstrumentationUse(std::__cxx11::basic_string<char, std::char_traits<char>, std::allocator<char> >, std::__cxx11::basic_string<char, std::char_traits<char>, std::allocator<char> >, bool)
llvm::StripDebugDeclarePass::run(llvm::Module&, llvm::AnalysisManager<llvm::Module>&)
llvm::IndexedInstrProfReader::readSummary(llvm::IndexedInstrProf::ProfVersion, unsigned char const*, bool)
llvm::checkDebugInfoMetadata(llvm::Module&, llvm::iterator_range<llvm::ilist_iterator<llvm::ilist_detail::node_options<llvm::Function, false, false, void>, false, false> >, DebugInfoPerPass&, llvm::StringRef, llvm::StringRef, llvm::StringRef)
bool llvm::containsIrreducibleCFG<llvm::MachineBasicBlock*, llvm::ReversePostOrderTraversal<llvm::MachineBasicBlock*, llvm::GraphTraits<llvm::MachineBasicBlock*> >, llvm::MachineLoopInfo, llvm::GraphTraits<llvm::MachineBasicBlock*> >(llvm::ReversePostOrderTraversal<llvm::MachineBasicBlock*, llvm::GraphTraits<llvm::MachineBasicBlock*> >&, llvm::MachineLoopInfo const&)
llvm::InstrProfCorrelatorImpl<unsigned long>::InstrProfCorrelatorImpl(std::unique_ptr<llvm::InstrProfCorrelator::Context, std::default_delete<llvm::InstrProfCorrelator::Context> >)
llvm::createRegionPrinterPass()
llvm::SpeculativeExecutionPass::considerHoistingFromTo(llvm::BasicBlock&, llvm::BasicBlock&)
llvm::InnerAnalysisManagerProxy<llvm::AnalysisManager<llvm::LazyCallGraph::SCC, llvm::LazyCallGraph&>, llvm::Module>::Result::invalidate(llvm::Module&, llvm::PreservedAnalyses const&, llvm::AnalysisManager<llvm::Module>::Invalidator&)
llvm::LowerMatrixIntrinsicsPass::run(llvm::Function&, llvm::AnalysisManager<llvm::Function>&)
llvm::OuterAnalysisManagerProxy<llvm::AnalysisManager<llvm::Function>, llvm::Loop, llvm::LoopStandardAnalysisResults&>::run(llvm::Loop&, llvm::AnalysisManager<llvm::Loop, llvm::LoopStandardAnalysisResults&>&, llvm::LoopStandardAnalysisResults&)
llvm::DelinearizationPrinterPass::run(llvm::Function&, llvm::AnalysisManager<llvm::Function>&)
bool llvm::parseAnalysisUtilityPasses<polly::ScopAnalysis, llvm::Function, llvm::AnalysisManager<llvm::Function>>(llvm::StringRef, llvm::StringRef, llvm::PassManager<llvm::Function, llvm::AnalysisManager<llvm::Function>>&)
llvm::ModuleToFunctionPassAdaptor::printPipeline(llvm::raw_ostream&, llvm::function_ref<llvm::StringRef (llvm::StringRef)>)
llvm::findVCToolChainViaCommandLine(llvm::vfs::FileSystem&, llvm::Optional<llvm::StringRef>, llvm::Optional<llvm::StringRef>, llvm::Optional<llvm::StringRef>, std::__cxx11::basic_string<char, std::char_traits<char>, std::allocator<char> >&, llvm::ToolsetLayout&)
void llvm::cl::apply<llvm::cl::opt<FusionDependenceAnalysisChoice, false, llvm::cl::parser<FusionDependenceAnalysisChoice> >, llvm::cl::ValuesClass, llvm::cl::OptionHidden, llvm::cl::initializer<FusionDependenceAnalysisChoice> >(llvm::cl::opt<FusionDependenceAnalysisChoice, false, llvm::cl::parser<FusionDependenceAnalysisChoice> >*, llvm::cl::ValuesClass const&, llvm::cl::OptionHidden const&, llvm::cl::initializer<FusionDependenceAnalysisChoice> const&)
llvm::initializeMergeFunctionsLegacyPassPass(llvm::PassRegistry&)
llvm::msf::WritableMappedBlockStream::createStream(unsigned int, llvm::msf::MSFStreamLayout const&, llvm::WritableBinaryStreamRef, llvm::BumpPtrAllocatorImpl<llvm::MallocAllocator, 4096ul, 4096ul, 128ul>&)
llvm::orc::shared::WrapperFunctionResult llvm::orc::shared::detail::serializeViaSPSToWrapperFunctionResult<llvm::orc::shared::SPSArgList<llvm::orc::shared::SPSExpected<llvm::orc::shared::SPSSequence<llvm::orc::shared::SPSExecutorAddr> > >, llvm::orc::shared::detail::SPSSerializableExpected<std::vector<llvm::orc::ExecutorAddr, std::allocator<llvm::orc::ExecutorAddr> > > >(llvm::orc::shared::detail::SPSSerializableExpected<std::vector<llvm::orc::ExecutorAddr, std::allocator<llvm::orc::ExecutorAddr> > > const&)
llvm::pdb::IPDBRawSymbol::~IPDBRawSymbol()
llvm::pdb::InputFile::symbol_groups()
llvm::Type::getFP128PtrTy(llvm::LLVMContext&, unsigned int)
llvm::gsym::InlineInfo::decode(llvm::DataExtractor&, unsigned long)
llvm::yaml::Scanner::rollIndent(int, llvm::yaml::Token::TokenKind, llvm::AllocatorList<llvm::yaml::Token, llvm::BumpPtrAllocatorImpl<llvm::MallocAllocator, 4096ul, 4096ul, 128ul> >::IteratorImpl<llvm::yaml::Token, llvm::ilist_iterator<llvm::ilist_detail::node_options<llvm::AllocatorList<llvm::yaml::Token, llvm::BumpPtrAllocatorImpl<llvm::MallocAllocator, 4096ul, 4096ul, 128ul> >::Node, false, false, void>, false, false> >)
llvm::Value::setValueName(llvm::StringMapEntry<llvm::Value*>*)
llvm::object::MachOBindEntry::moveToEnd()
llvm::objcopy::executeObjcopyOnBinary(llvm::objcopy::MultiFormatConfig const&, llvm::object::Binary&, llvm::raw_ostream&)
llvm::FastISel::fastEmitInst_extractsubreg(llvm::MVT, unsigned int, unsigned int)
llvm::codeview::TypeDumpVisitor::visitKnownRecord(llvm::codeview::CVRecord<llvm::codeview::TypeLeafKind>&, llvm::codeview::ProcedureRecord&)
llvm::codeview::TypeDumpVisitor::visitUnknownMember(llvm::codeview::CVMemberRecord&)
llvm::codeview::SymbolSerializer::SymbolSerializer(llvm::BumpPtrAllocatorImpl<llvm::MallocAllocator, 4096ul, 4096ul, 128ul>&, llvm::codeview::CodeViewContainer)
llvm::DWARFYAML::emitDebugStrOffsets(llvm::raw_ostream&, llvm::DWARFYAML::Data const&)
llvm::MCContext::getOrCreateFrameAllocSymbol(llvm::StringRef, unsigned int)
void node::StreamBase::JSMethod<&node::StreamBase::ReadStopJS>(v8::FunctionCallbackInfo<v8::Value> const&)
std::__cxx11::basic_string<char, std::char_traits<char>, std::allocator<char> > node::SPrintFImpl<node::Utf8Value&>(char const*, node::Utf8Value&)
std::__cxx11::basic_string<char, std::char_traits<char>, std::allocator<char> > node::SPrintFImpl<unsigned char>(char const*, unsigned char&&)
node::NodeCategorySet::Enable(v8::FunctionCallbackInfo<v8::Value> const&)
node::MaybeStackBuffer<char, 64ul>::AllocateSufficientStorage(unsigned long)
void node::THROW_ERR_CRYPTO_INVALID_JWK<>(v8::Isolate*, char const*)
node::heap::JSGraphJSNode::~JSGraphJSNode()
node::wasi::WASI::WasiFunction<unsigned int (*)(node::wasi::WASI&, node::wasi::WasmMemory, unsigned int, unsigned int), &node::wasi::WASI::EnvironGet, unsigned int, unsigned int, unsigned int>::FastCallback(v8::Local<v8::Object>, unsigned int, unsigned int, v8::FastApiCallbackOptions&)
node::wasi::WASI::WasiFunction<unsigned int (*)(node::wasi::WASI&, node::wasi::WasmMemory, unsigned int, unsigned int), &node::wasi::WASI::ArgsSizesGet, unsigned int, unsigned int, unsigned int>::SlowCallback(v8::FunctionCallbackInfo<v8::Value> const&)
node::wasi::WASI::WasiFunction<unsigned int (*)(node::wasi::WASI&, node::wasi::WasmMemory, unsigned int, unsigned int), &node::wasi::WASI::FdPrestatGet, unsigned int, unsigned int, unsigned int>::SetFunction(node::Environment*, char const*, v8::Local<v8::FunctionTemplate>)
node::wasi::WASI::WasiFunction<unsigned int (*)(node::wasi::WASI&, node::wasi::WasmMemory, unsigned int, unsigned int, unsigned int, unsigned int, unsigned int, unsigned int, unsigned int), &node::wasi::WASI::PathLink, unsigned int, unsigned int, unsigned int, unsigned int, unsigned int, unsigned int, unsigned int, unsigned int>::SetFunction(node::Environment*, char const*, v8::Local<v8::FunctionTemplate>)
node::wasi::WASI::WasiFunction<unsigned int (*)(node::wasi::WASI&, node::wasi::WasmMemory, unsigned int, long, unsigned int, unsigned int), &node::wasi::WASI::FdSeek, unsigned int, unsigned int, long, unsigned int, unsigned int>::SlowCallback(v8::FunctionCallbackInfo<v8::Value> const&)
node::errors::TriggerUncaughtException(v8::Isolate*, v8::Local<v8::Value>, v8::Local<v8::Message>, bool)
void node::FPrintF<unsigned long, unsigned long, unsigned long, unsigned long>(_IO_FILE*, char const*, unsigned long&&, unsigned long&&, unsigned long&&, unsigned long&&)
std::__cxx11::basic_string<char, std::char_traits<char>, std::allocator<char> > node::SPrintF<void*, void*, void*>(char const*, void*&&, void*&&, void*&&)
std::__cxx11::basic_string<char, std::char_traits<char>, std::allocator<char> > node::SPrintF<char const*&, char const*>(char const*, char const*&, char const*&&)
node::inspector::Agent::Agent(node::Environment*)
node::inspector::protocol::createRequest(std::__cxx11::basic_string<char, std::char_traits<char>, std::allocator<char> > const&, std::__cxx11::basic_string<char, std::char_traits<char>, std::allocator<char> > const&, std::unique_ptr<node::inspector::protocol::Object, std::default_delete<node::inspector::protocol::Object> >)
node::inspector::protocol::cbor::IsCBORMessage(node::inspector::protocol::span<unsigned char>)
node::inspector::protocol::Network::LoadingFailedNotification::~LoadingFailedNotification()
x265::VFilterScaler8Bit::yuv2PlaneX(short const*, int, short const**, unsigned char*, int)
unsigned int x265::Quant::rdoQuant<5u>(x265::CUData const&, short*, x265::TextType, unsigned int, bool)
Block::~Block()
boost::program_options::variables_map::notify()
boost::detail::sp_counted_impl_p<srchilite::PreFormatter>::get_deleter(std::type_info const&)
clang::PascalAttr::Create(clang::ASTContext&, clang::AttributeCommonInfo const&)
clang::MayAliasAttr::MayAliasAttr(clang::ASTContext&, clang::AttributeCommonInfo const&)
clang::FixItRewriter::WriteFixedFile(clang::FileID, llvm::raw_ostream&)
clang::SourceLocExpr::SourceLocExpr(clang::ASTContext const&, clang::SourceLocExpr::IdentKind, clang::SourceLocation, clang::SourceLocation, clang::DeclContext*)
clang::ASTRecordReader::readTemplateArgumentList(llvm::SmallVectorImpl<clang::TemplateArgument>&, bool)
clang::PreserveAllAttr::CreateImplicit(clang::ASTContext&, clang::AttributeCommonInfo const&)
clang::CompilerInstance::~CompilerInstance()
clang::InitializedEntity::InitializedEntity(clang::ASTContext&, unsigned int, clang::InitializedEntity const&)
clang::MSInheritanceAttr::Create(clang::ASTContext&, clang::AttributeCommonInfo const&)
clang::RecursiveASTVisitor<clang::ParentMapContext::ParentMap::ASTVisitor>::TraverseCoyieldExpr(clang::CoyieldExpr*, llvm::SmallVectorImpl<llvm::PointerIntPair<clang::Stmt*, 1u, bool, llvm::PointerLikeTypeTraits<clang::Stmt*>, llvm::PointerIntPairInfo<clang::Stmt*, 1u, llvm::PointerLikeTypeTraits<clang::Stmt*> > > >*)
clang::RecursiveASTVisitor<clang::ParentMapContext::ParentMap::ASTVisitor>::TraverseInitListExpr(clang::InitListExpr*, llvm::SmallVectorImpl<llvm::PointerIntPair<clang::Stmt*, 1u, bool, llvm::PointerLikeTypeTraits<clang::Stmt*>, llvm::PointerIntPairInfo<clang::Stmt*, 1u, llvm::PointerLikeTypeTraits<clang::Stmt*> > > >*)
clang::RecursiveASTVisitor<clang::ParentMapContext::ParentMap::ASTVisitor>::TraverseCXXMemberCallExpr(clang::CXXMemberCallExpr*, llvm::SmallVectorImpl<llvm::PointerIntPair<clang::Stmt*, 1u, bool, llvm::PointerLikeTypeTraits<clang::Stmt*>, llvm::PointerIntPairInfo<clang::Stmt*, 1u, llvm::PointerLikeTypeTraits<clang::Stmt*> > > >*)
clang::RecursiveASTVisitor<clang::ParentMapContext::ParentMap::ASTVisitor>::TraverseArrayInitIndexExpr(clang::ArrayInitIndexExpr*, llvm::SmallVectorImpl<llvm::PointerIntPair<clang::Stmt*, 1u, bool, llvm::PointerLikeTypeTraits<clang::Stmt*>, llvm::PointerIntPairInfo<clang::Stmt*, 1u, llvm::PointerLikeTypeTraits<clang::Stmt*> > > >*)
clang::RecursiveASTVisitor<clang::ParentMapContext::ParentMap::ASTVisitor>::TraverseOMPMaskedDirective(clang::OMPMaskedDirective*, llvm::SmallVectorImpl<llvm::PointerIntPair<clang::Stmt*, 1u, bool, llvm::PointerLikeTypeTraits<clang::Stmt*>, llvm::PointerIntPairInfo<clang::Stmt*, 1u, llvm::PointerLikeTypeTraits<clang::Stmt*> > > >*)
clang::RecursiveASTVisitor<clang::ParentMapContext::ParentMap::ASTVisitor>::TraverseOMPBarrierDirective(clang::OMPBarrierDirective*, llvm::SmallVectorImpl<llvm::PointerIntPair<clang::Stmt*, 1u, bool, llvm::PointerLikeTypeTraits<clang::Stmt*>, llvm::PointerIntPairInfo<clang::Stmt*, 1u, llvm::PointerLikeTypeTraits<clang::Stmt*> > > >*)
clang::RecursiveASTVisitor<clang::ParentMapContext::ParentMap::ASTVisitor>::TraverseCXXBindTemporaryExpr(clang::CXXBindTemporaryExpr*, llvm::SmallVectorImpl<llvm::PointerIntPair<clang::Stmt*, 1u, bool, llvm::PointerLikeTypeTraits<clang::Stmt*>, llvm::PointerIntPairInfo<clang::Stmt*, 1u, llvm::PointerLikeTypeTraits<clang::Stmt*> > > >*)
clang::RecursiveASTVisitor<clang::ParentMapContext::ParentMap::ASTVisitor>::TraverseCXXScalarValueInitExpr(clang::CXXScalarValueInitExpr*, llvm::SmallVectorImpl<llvm::PointerIntPair<clang::Stmt*, 1u, bool, llvm::PointerLikeTypeTraits<clang::Stmt*>, llvm::PointerIntPairInfo<clang::Stmt*, 1u, llvm::PointerLikeTypeTraits<clang::Stmt*> > > >*)
clang::RecursiveASTVisitor<clang::ParentMapContext::ParentMap::ASTVisitor>::TraverseCXXTemporaryObjectExpr(clang::CXXTemporaryObjectExpr*, llvm::SmallVectorImpl<llvm::PointerIntPair<clang::Stmt*, 1u, bool, llvm::PointerLikeTypeTraits<clang::Stmt*>, llvm::PointerIntPairInfo<clang::Stmt*, 1u, llvm::PointerLikeTypeTraits<clang::Stmt*> > > >*)
clang::RecursiveASTVisitor<clang::ParentMapContext::ParentMap::ASTVisitor>::TraverseCXXRewrittenBinaryOperator(clang::CXXRewrittenBinaryOperator*, llvm::SmallVectorImpl<llvm::PointerIntPair<clang::Stmt*, 1u, bool, llvm::PointerLikeTypeTraits<clang::Stmt*>, llvm::PointerIntPairInfo<clang::Stmt*, 1u, llvm::PointerLikeTypeTraits<clang::Stmt*> > > >*)
clang::RecursiveASTVisitor<clang::ParentMapContext::ParentMap::ASTVisitor>::TraverseOMPTargetParallelDirective(clang::OMPTargetParallelDirective*, llvm::SmallVectorImpl<llvm::PointerIntPair<clang::Stmt*, 1u, bool, llvm::PointerLikeTypeTraits<clang::Stmt*>, llvm::PointerIntPairInfo<clang::Stmt*, 1u, llvm::PointerLikeTypeTraits<clang::Stmt*> > > >*)
clang::RedeclarableTemplateDecl::SpecEntryTraits<clang::ClassTemplateSpecializationDecl>::DeclType* clang::RedeclarableTemplateDecl::findSpecializationImpl<clang::ClassTemplateSpecializationDecl, llvm::ArrayRef<clang::TemplateArgument>&>(llvm::FoldingSetVector<clang::ClassTemplateSpecializationDecl, llvm::SmallVector<clang::ClassTemplateSpecializationDecl*, 8u> >&, void*&, llvm::ArrayRef<clang::TemplateArgument>&)
clang::OpenCLGlobalHostAddressSpaceAttr::OpenCLGlobalHostAddressSpaceAttr(clang::ASTContext&, clang::AttributeCommonInfo const&)
clang::Sema::getCurMethodDecl()
clang::Sema::InstantiatingTemplate::Clear()
clang::Sema::checkTransformableLoopNest(llvm::omp::Directive, clang::Stmt*, int, llvm::SmallVectorImpl<clang::OMPLoopBasedDirective::HelperExprs>&, clang::Stmt*&, llvm::SmallVectorImpl<llvm::SmallVector<llvm::PointerUnion<clang::Stmt*, clang::Decl*>, 0u> >&)
clang::ento::shouldRegisterFuchsiaLockChecker(clang::ento::CheckerManager const&)
clang::arcmt::trans::MigrationContext::traverse(clang::TranslationUnitDecl*)
clang::Parser::ParseMicrosoftIfExistsStatement(llvm::SmallVector<clang::Stmt*, 32u>&)
clang::driver::tools::SPIRV::constructTranslateCommand(clang::driver::Compilation&, clang::driver::Tool const&, clang::driver::JobAction const&, clang::driver::InputInfo const&, clang::driver::InputInfo const&, llvm::SmallVector<char const*, 16u> const&)
clang::format::guessLanguage(llvm::StringRef, llvm::StringRef)
clang::interp::EvalEmitter::emitInitGlobalUint64(unsigned int, clang::interp::SourceInfo const&)
clang::interp::InterpStack::grow(unsigned long)
bool clang::interp::InitBitField<(clang::interp::PrimType)0, clang::interp::Integral<8u, true> >(clang::interp::InterpState&, clang::interp::CodePtr, clang::interp::Record::Field const*)
clang::interp::ByteCodeEmitter::emitRetPtr(clang::interp::SourceInfo const&)
clang::interp::ByteCodeEmitter::emitEQUint32(clang::interp::SourceInfo const&)
clang::interp::ByteCodeEmitter::emitGetFieldPopSint32(unsigned int, clang::interp::SourceInfo const&)
clang::CodeGen::CGDebugInfo::getOrCreateType(clang::QualType, llvm::DIFile*, clang::TypeLoc)
clang::VarDecl::getStorageClassSpecifierString(clang::StorageClass)
clang::tooling::LocationCallFormatterCpp::format[abi:cxx11](clang::tooling::LocationCall const&)
clang::DeclSpec::SetTypeQual(clang::DeclSpec::TQ, clang::SourceLocation, char const*&, unsigned int&, clang::LangOptions const&)
cppgc::internal::MarkingVerifierBase::~MarkingVerifierBase()
polly::IslAstInfo::getAst()
polly::dumpIslObj(isl_map_list*)
polly::IslAst::IslAst(polly::Scop&)
bool LercNS::Lerc::Convert<signed char>(LercNS::CntZImage const&, signed char*, unsigned char*, bool)
icu_72::CheckResult::asUSpoofCheckResult()
icu_72::TailoredSet::compareContractions(int, char16_t const*, char16_t const*)
icu_72::CharsetMatch::CharsetMatch()
icu_72::DecimalFormat::setAttribute(UNumberFormatAttribute, int, UErrorCode&)
icu_72::DecimalFormat::setDecimalFormatSymbols(icu_72::DecimalFormatSymbols const&)
icu_72::NGramParser_IBM420::~NGramParser_IBM420()
icu_72::LocaleDisplayNamesImpl::CapitalizationContextSink::put(char const*, icu_72::ResourceValue&, signed char, UErrorCode&)
icu_72::ConstrainedFieldPosition::constrainCategory(int)
icu_72::FilteredBreakIteratorBuilder::createInstance(UErrorCode&)
icu_72::TextTrieMapSearchResultHandler::~TextTrieMapSearchResultHandler()
icu_72::Package::allocString(signed char, int)
icu_72::NFRuleSet::~NFRuleSet()
icu_78::CollationRoot::getRootCacheEntry(UErrorCode&)
icu_78::DecimalFormat::DecimalFormat(icu_78::UnicodeString const&, icu_78::DecimalFormatSymbols*, UParseError&, UErrorCode&)
icu_78::FieldPosition::~FieldPosition()
icu_78::DateIntervalInfo::setFallbackIntervalPattern(icu_78::UnicodeString const&, UErrorCode&)
icu_78::EthiopicCalendar::EthiopicCalendar(icu_78::Locale const&, UErrorCode&)
icu_78::RuleBasedCollator::RuleBasedCollator(icu_78::RuleBasedCollator const&)
icu_78::RuleBasedBreakIterator::isBoundary(int)
icu_78::number::impl::DecimalQuantity::truncate()
icu_78::number::impl::MutablePatternModifier::addToChain(icu_78::number::impl::MicroPropsGenerator const*)
icu_78::number::Scale::Scale(icu_78::number::Scale&&)
icu_78::BytesTrie::~BytesTrie()
icu_78::TZDBNames::~TZDBNames()
WelsDec::WelsI8x8LumaPredVLTop_c(unsigned char*, int, bool, bool)
WelsEnc::CWelsParametersetSpsPpsListing::UpdateParaSetNum(WelsEnc::TagWelsEncCtx*)
simdutf::convert_valid_utf32_to_utf16le(char32_t const*, unsigned long, char16_t*)
v8_crdtp::DeserializerState::DeserializerState(std::vector<unsigned char, std::allocator<unsigned char> >)
Dwarf_cnt::put_dwr_type(long, int)
int_range<2u>::operator=(int_range<2u> const&)
loop_cand::undo_simple_reduction(reduction*, bitmap_head*)
std::__cxx11::basic_string<char, std::char_traits<char>, std::allocator<char> > const srchilite::toStringCollection<srchilite::StringDefs>(srchilite::StringDefs const*, char)
v8::internal::ProfilerStats::Print() const
v8::internal::Windows1252CharacterStream::can_access_heap() const
v8::internal::GCTracer::CurrentOldGenerationAllocationThroughputInBytesPerMillisecond() const
v8::internal::compiler::turboshaft::WordType<32ul>::try_get_constant() const
v8::internal::compiler::turboshaft::WordType<32ul>::PrintTo(std::ostream&) const
v8::internal::compiler::turboshaft::WordType<32ul>::range_to() const
v8::internal::compiler::turboshaft::FloatType<32ul>::is_constant(float) const
v8::internal::compiler::WasmLoadElimination::HalfState::LookupField(int, v8::internal::compiler::Node*) const
ana::widening_svalue::dyn_cast_widening_svalue() const
absl::debian3::flags_internal::FlagImpl::ReadOneWord() const
llvm::PassManager<llvm::Module, llvm::AnalysisManager<llvm::Module>>::isEmpty() const
llvm::DWARFGdbIndex::dumpConstantPool(llvm::raw_ostream&) const
llvm::RegAllocScore::operator==(llvm::RegAllocScore const&) const
llvm::RegionNodeBase<llvm::RegionTraits<llvm::Function> >::getParent() const
llvm::InlineAsmLowering::lowerInlineAsm(llvm::MachineIRBuilder&, llvm::CallBase const&, std::function<llvm::ArrayRef<llvm::Register> (llvm::Value const&)>) const
llvm::MachineFunctionPass::getAnalysisUsage(llvm::AnalysisUsage&) const
llvm::pdb::NativeRawSymbol::getSourceFileName[abi:cxx11]() const
llvm::pdb::PDBSymbolTypeFunctionSig::isCVarArgs() const
llvm::Value::getMetadata(llvm::StringRef) const
llvm::object::ELFObjectFile<llvm::object::ELFType<(llvm::support::endianness)0, false> >::getRela(llvm::object::DataRefImpl) const
llvm::object::MachOChainedFixupEntry::operator==(llvm::object::MachOChainedFixupEntry const&) const
llvm::object::ELFFile<llvm::object::ELFType<(llvm::support::endianness)1, false> >::getSection(llvm::object::Elf_Sym_Impl<llvm::object::ELFType<(llvm::support::endianness)1, false> > const&, llvm::ArrayRef<llvm::object::Elf_Sym_Impl<llvm::object::ELFType<(llvm::support::endianness)1, false> > >, llvm::object::DataRegion<llvm::support::detail::packed_endian_specific_integral<unsigned int, (llvm::support::endianness)1, 1ul, 1ul> >) const
llvm::object::ELFFile<llvm::object::ELFType<(llvm::support::endianness)1, false> >::getSectionName(llvm::object::Elf_Shdr_Impl<llvm::object::ELFType<(llvm::support::endianness)1, false> > const&, llvm::function_ref<llvm::Error (llvm::Twine const&)>) const
llvm::GVNPass::isLoadPRESplitBackedgeEnabled() const
node::cares_wrap::QueryWrap<node::cares_wrap::CaaTraits>::MemoryInfo(node::MemoryTracker*) const
node::crypto::KeyPairGenConfig<node::crypto::NidKeyPairParams>::MemoryInfo(node::MemoryTracker*) const
boost::iostreams::mapped_file_source::operator int boost::iostreams::mapped_file_source::safe_bool_helper::*() const
clang::ast_matchers::dynamic::VariantValue::isString() const
clang::MipsLongCallAttr::getSemanticSpelling() const
clang::AcquireHandleAttr::getSpelling() const
clang::TemplateTypeParmDecl::getSourceRange() const
clang::Sema::isInOpenMPTargetExecutionDirective() const
clang::driver::ToolChain::AddCudaIncludeArgs(llvm::opt::ArgList const&, llvm::SmallVector<char const*, 16u>&) const
clang::driver::ToolChain::HasNativeLLVMSupport() const
polly::ReportAlias::getDebugLoc() const
polly::ReportFuncCall::getMessage[abi:cxx11]() const
icu_72::Normalizer2Impl::decomposeShort(char16_t const*, char16_t const*, signed char, signed char, icu_72::ReorderingBuffer&, UErrorCode&) const
icu_72::Collator::compare(icu_72::UnicodeString const&, icu_72::UnicodeString const&) const
icu_78::UCharsTrieBuilder::UCTLinearMatchNode::operator==(icu_78::StringTrieBuilder::Node const&) const
icu_78::CollationElementIterator::operator!=(icu_78::CollationElementIterator const&) const
simdutf::icelake::implementation::convert_latin1_to_utf32(char const*, unsigned long, char32_t*) const
pkgCache::GrpIterator::FindPreferredPkg(bool const&) const
v8_crdtp::OutgoingDeferredMessage::AppendSerialized(std::vector<unsigned char, std::allocator<unsigned char> >*) const
std::__1::basic_string<char, std::__1::char_traits<char>, std::__1::allocator<char> >::compare(unsigned long, unsigned long, std::__1::basic_string<char, std::__1::char_traits<char>, std::__1::allocator<char> > const&, unsigned long, unsigned long) const
std::istream& std::istream::_M_extract<bool>(bool&)
std::istream& std::istream::_M_extract<unsigned int>(unsigned int&)
std::istream& std::istream::_M_extract<unsigned long>(unsigned long&)
std::istream::operator>>(float&)
std::istream::operator>>(unsigned short&)
std::__cow_string::__cow_string(std::string const&)
std::basic_ostream<wchar_t, std::char_traits<wchar_t> >::operator<<(decltype(nullptr))
std::numeric_limits<__int128>::has_denorm
std::_Function_handler<v8::internal::TNode<v8::internal::UnionT<v8::internal::Smi, v8::internal::HeapNumber> > (v8::internal::TNode<v8::internal::UnionT<v8::internal::Smi, v8::internal::HeapNumber> >), v8::internal::compiler::JSCallReducerAssembler::ForZeroUntil(v8::internal::TNode<v8::internal::UnionT<v8::internal::Smi, v8::internal::HeapNumber> >)::{lambda(v8::internal::TNode<v8::internal::UnionT<v8::internal::Smi, v8::internal::HeapNumber> >)#2}>::_M_manager(std::_Any_data&, std::_Any_data const&, std::_Manager_operation)
std::_Function_handler<v8::internal::TNode<v8::internal::UintPtrT> (), v8::internal::compiler::ArrayBufferViewAccessBuilder::BuildByteLength(v8::internal::TNode<v8::internal::JSArrayBufferView>, v8::internal::TNode<v8::internal::Context>)::{lambda()#6}>::_M_invoke(std::_Any_data const&)
std::_Function_handler<v8::internal::TNode<v8::internal::UintPtrT> (), v8::internal::compiler::ArrayBufferViewAccessBuilder::BuildByteLength(v8::internal::TNode<v8::internal::JSArrayBufferView>, v8::internal::TNode<v8::internal::Context>)::{lambda()#2}::operator()() const::{lambda()#1}>::_M_manager(std::_Any_data&, std::_Any_data const&, std::_Manager_operation)
std::_Function_handler<void (v8::internal::HeapObject, v8::internal::FullObjectSlot, v8::internal::HeapObject), v8::internal::SharedFunctionInfo::DiscardCompiledMetadata(v8::internal::Isolate*, std::function<void (v8::internal::HeapObject, v8::internal::FullObjectSlot, v8::internal::HeapObject)>)::{default arg#1}::{lambda(v8::internal::HeapObject, v8::internal::FullObjectSlot, v8::internal::HeapObject)#1}>::_M_manager(std::_Any_data&, std::_Any_data const&, std::_Manager_operation)
std::_Function_handler<void (v8::internal::HeapObject, v8::internal::FullObjectSlot, v8::internal::HeapObject), v8::internal::SharedFunctionInfo::DiscardCompiledMetadata(v8::internal::Isolate*, std::function<void (v8::internal::HeapObject, v8::internal::FullObjectSlot, v8::internal::HeapObject)>)::{default arg#1}::{lambda(v8::internal::HeapObject, v8::internal::FullObjectSlot, v8::internal::HeapObject)#1}>::_M_invoke(std::_Any_data const&, v8::internal::HeapObject&&, v8::internal::FullObjectSlot&&, v8::internal::HeapObject&&)
clang::CXXMethodDecl const** std::_V2::__rotate<clang::CXXMethodDecl const**>(clang::CXXMethodDecl const**, clang::CXXMethodDecl const**, clang::CXXMethodDecl const**, std::random_access_iterator_tag)
std::__1::basic_ostream<char, std::__1::char_traits<char> >::basic_ostream(std::__1::basic_streambuf<char, std::__1::char_traits<char> >*)
std::__1::basic_ostream<char, std::__1::char_traits<char> >::operator<<(unsigned int)
std::__1::basic_ostream<wchar_t, std::__1::char_traits<wchar_t> >::operator<<(unsigned int)
std::__1::__narrow_to_utf8<16ul>::~__narrow_to_utf8()
void std::__1::__atomic_wait_native<4ul>(void const*, void const*)
void std::vector<v8::internal::PageMarkingItem, std::allocator<v8::internal::PageMarkingItem> >::_M_realloc_insert<v8::internal::MemoryChunk*&, v8::internal::PageMarkingItem::SlotsType>(__gnu_cxx::__normal_iterator<v8::internal::PageMarkingItem*, std::vector<v8::internal::PageMarkingItem, std::allocator<v8::internal::PageMarkingItem> > >, v8::internal::MemoryChunk*&, v8::internal::PageMarkingItem::SlotsType&&)
void std::vector<v8::internal::wasm::WasmDataSegment, std::allocator<v8::internal::wasm::WasmDataSegment> >::_M_realloc_insert<>(__gnu_cxx::__normal_iterator<v8::internal::wasm::WasmDataSegment*, std::vector<v8::internal::wasm::WasmDataSegment, std::allocator<v8::internal::wasm::WasmDataSegment> > >)
void std::vector<llvm::DwarfCompileUnit::BaseTypeRef, std::allocator<llvm::DwarfCompileUnit::BaseTypeRef> >::_M_realloc_insert<unsigned int&, llvm::dwarf::TypeKind&>(__gnu_cxx::__normal_iterator<llvm::DwarfCompileUnit::BaseTypeRef*, std::vector<llvm::DwarfCompileUnit::BaseTypeRef, std::allocator<llvm::DwarfCompileUnit::BaseTypeRef> > >, unsigned int&, llvm::dwarf::TypeKind&)
std::vector<llvm::MachOYAML::ExportEntry, std::allocator<llvm::MachOYAML::ExportEntry> >::_M_default_append(unsigned long)
void std::vector<std::pair<std::__cxx11::basic_string<char, std::char_traits<char>, std::allocator<char> >, std::pair<llvm::GlobalVariable*, int> >, std::allocator<std::pair<std::__cxx11::basic_string<char, std::char_traits<char>, std::allocator<char> >, std::pair<llvm::GlobalVariable*, int> > > >::_M_realloc_insert<std::__cxx11::basic_string<char, std::char_traits<char>, std::allocator<char> >&, std::pair<llvm::GlobalVariable*, int>&>(__gnu_cxx::__normal_iterator<std::pair<std::__cxx11::basic_string<char, std::char_traits<char>, std::allocator<char> >, std::pair<llvm::GlobalVariable*, int> >*, std::vector<std::pair<std::__cxx11::basic_string<char, std::char_traits<char>, std::allocator<char> >, std::pair<llvm::GlobalVariable*, int> >, std::allocator<std::pair<std::__cxx11::basic_string<char, std::char_traits<char>, std::allocator<char> >, std::pair<llvm::GlobalVariable*, int> > > > >, std::__cxx11::basic_string<char, std::char_traits<char>, std::allocator<char> >&, std::pair<llvm::GlobalVariable*, int>&)
void std::vector<std::pair<clang::DeclaratorDecl const*, llvm::TrackingMDRef>, std::allocator<std::pair<clang::DeclaratorDecl const*, llvm::TrackingMDRef> > >::_M_realloc_insert<std::piecewise_construct_t const&, std::tuple<clang::VarDecl const*>, std::tuple<llvm::Metadata*> >(__gnu_cxx::__normal_iterator<std::pair<clang::DeclaratorDecl const*, llvm::TrackingMDRef>*, std::vector<std::pair<clang::DeclaratorDecl const*, llvm::TrackingMDRef>, std::allocator<std::pair<clang::DeclaratorDecl const*, llvm::TrackingMDRef> > > >, std::piecewise_construct_t const&, std::tuple<clang::VarDecl const*>&&, std::tuple<llvm::Metadata*>&&)
void std::vector<std::pair<clang::ValueDecl*, llvm::SmallVector<llvm::ArrayRef<clang::OMPClauseMappableExprCommon::MappableComponent>, 8u> >, std::allocator<std::pair<clang::ValueDecl*, llvm::SmallVector<llvm::ArrayRef<clang::OMPClauseMappableExprCommon::MappableComponent>, 8u> > > >::_M_realloc_insert<std::pair<clang::ValueDecl*, llvm::SmallVector<llvm::ArrayRef<clang::OMPClauseMappableExprCommon::MappableComponent>, 8u> > >(__gnu_cxx::__normal_iterator<std::pair<clang::ValueDecl*, llvm::SmallVector<llvm::ArrayRef<clang::OMPClauseMappableExprCommon::MappableComponent>, 8u> >*, std::vector<std::pair<clang::ValueDecl*, llvm::SmallVector<llvm::ArrayRef<clang::OMPClauseMappableExprCommon::MappableComponent>, 8u> >, std::allocator<std::pair<clang::ValueDecl*, llvm::SmallVector<llvm::ArrayRef<clang::OMPClauseMappableExprCommon::MappableComponent>, 8u> > > > >, std::pair<clang::ValueDecl*, llvm::SmallVector<llvm::ArrayRef<clang::OMPClauseMappableExprCommon::MappableComponent>, 8u> >&&)
std::pair<std::_Rb_tree_iterator<std::pair<std::__cxx11::basic_string<char, std::char_traits<char>, std::allocator<char> > const, llvm::symbolize::CachedBinary> >, bool> std::_Rb_tree<std::__cxx11::basic_string<char, std::char_traits<char>, std::allocator<char> >, std::pair<std::__cxx11::basic_string<char, std::char_traits<char>, std::allocator<char> > const, llvm::symbolize::CachedBinary>, std::_Select1st<std::pair<std::__cxx11::basic_string<char, std::char_traits<char>, std::allocator<char> > const, llvm::symbolize::CachedBinary> >, std::less<std::__cxx11::basic_string<char, std::char_traits<char>, std::allocator<char> > >, std::allocator<std::pair<std::__cxx11::basic_string<char, std::char_traits<char>, std::allocator<char> > const, llvm::symbolize::CachedBinary> > >::_M_emplace_unique<std::__cxx11::basic_string<char, std::char_traits<char>, std::allocator<char> > const&, llvm::object::OwningBinary<llvm::object::Binary> >(std::__cxx11::basic_string<char, std::char_traits<char>, std::allocator<char> > const&, llvm::object::OwningBinary<llvm::object::Binary>&&)
std::_Rb_tree_iterator<std::pair<std::set<unsigned int, std::less<unsigned int>, std::allocator<unsigned int> > const, unsigned int> > std::_Rb_tree<std::set<unsigned int, std::less<unsigned int>, std::allocator<unsigned int> >, std::pair<std::set<unsigned int, std::less<unsigned int>, std::allocator<unsigned int> > const, unsigned int>, std::_Select1st<std::pair<std::set<unsigned int, std::less<unsigned int>, std::allocator<unsigned int> > const, unsigned int> >, std::less<std::set<unsigned int, std::less<unsigned int>, std::allocator<unsigned int> > >, std::allocator<std::pair<std::set<unsigned int, std::less<unsigned int>, std::allocator<unsigned int> > const, unsigned int> > >::_M_emplace_hint_unique<std::piecewise_construct_t const&, std::tuple<std::set<unsigned int, std::less<unsigned int>, std::allocator<unsigned int> > const&>, std::tuple<> >(std::_Rb_tree_const_iterator<std::pair<std::set<unsigned int, std::less<unsigned int>, std::allocator<unsigned int> > const, unsigned int> >, std::piecewise_construct_t const&, std::tuple<std::set<unsigned int, std::less<unsigned int>, std::allocator<unsigned int> > const&>&&, std::tuple<>&&)
void std::seed_seq::generate<unsigned int*>(unsigned int*, unsigned int*)
__gnu_cxx::__normal_iterator<float*, std::vector<float, std::allocator<float> > > std::__remove_if<__gnu_cxx::__normal_iterator<float*, std::vector<float, std::allocator<float> > >, __gnu_cxx::__ops::_Iter_pred<v8::internal::compiler::turboshaft::FloatOperationTyper<32ul>::ProductSet(v8::internal::compiler::turboshaft::FloatType<32ul> const&, v8::internal::compiler::turboshaft::FloatType<32ul> const&, unsigned int, v8::internal::Zone*, std::function<float (float, float)>)::{lambda(float)#2}> >(__gnu_cxx::__normal_iterator<float*, std::vector<float, std::allocator<float> > >, __gnu_cxx::__normal_iterator<float*, std::vector<float, std::allocator<float> > >, __gnu_cxx::__ops::_Iter_pred<v8::internal::compiler::turboshaft::FloatOperationTyper<32ul>::ProductSet(v8::internal::compiler::turboshaft::FloatType<32ul> const&, v8::internal::compiler::turboshaft::FloatType<32ul> const&, unsigned int, v8::internal::Zone*, std::function<float (float, float)>)::{lambda(float)#2}>)
__gnu_cxx::__normal_iterator<float*, std::vector<float, std::allocator<float> > > std::__remove_if<__gnu_cxx::__normal_iterator<float*, std::vector<float, std::allocator<float> > >, __gnu_cxx::__ops::_Iter_pred<v8::internal::compiler::turboshaft::FloatOperationTyper<32ul>::ProductSet(v8::internal::compiler::turboshaft::FloatType<32ul> const&, v8::internal::compiler::turboshaft::FloatType<32ul> const&, unsigned int, v8::internal::Zone*, std::function<float (float, float)>)::{lambda(float)#3}> >(__gnu_cxx::__normal_iterator<float*, std::vector<float, std::allocator<float> > >, __gnu_cxx::__normal_iterator<float*, std::vector<float, std::allocator<float> > >, __gnu_cxx::__ops::_Iter_pred<v8::internal::compiler::turboshaft::FloatOperationTyper<32ul>::ProductSet(v8::internal::compiler::turboshaft::FloatType<32ul> const&, v8::internal::compiler::turboshaft::FloatType<32ul> const&, unsigned int, v8::internal::Zone*, std::function<float (float, float)>)::{lambda(float)#3}>)
std::back_insert_iterator<std::vector<llvm::VPBlockBase*, std::allocator<llvm::VPBlockBase*> > > std::__copy_move_a1<false, llvm::po_iterator<llvm::VPBlockBase*, llvm::SmallPtrSet<llvm::VPBlockBase*, 8u>, false, llvm::GraphTraits<llvm::VPBlockBase*> >, std::back_insert_iterator<std::vector<llvm::VPBlockBase*, std::allocator<llvm::VPBlockBase*> > > >(llvm::po_iterator<llvm::VPBlockBase*, llvm::SmallPtrSet<llvm::VPBlockBase*, 8u>, false, llvm::GraphTraits<llvm::VPBlockBase*> >, llvm::po_iterator<llvm::VPBlockBase*, llvm::SmallPtrSet<llvm::VPBlockBase*, 8u>, false, llvm::GraphTraits<llvm::VPBlockBase*> >, std::back_insert_iterator<std::vector<llvm::VPBlockBase*, std::allocator<llvm::VPBlockBase*> > >)
llvm::VPBlockBase** std::__copy_move_a2<false, llvm::df_iterator<llvm::VPBlockBase*, llvm::df_iterator_default_set<llvm::VPBlockBase*, 8u>, false, llvm::GraphTraits<llvm::VPBlockBase*> >, llvm::VPBlockBase**>(llvm::df_iterator<llvm::VPBlockBase*, llvm::df_iterator_default_set<llvm::VPBlockBase*, 8u>, false, llvm::GraphTraits<llvm::VPBlockBase*> >, llvm::df_iterator<llvm::VPBlockBase*, llvm::df_iterator_default_set<llvm::VPBlockBase*, 8u>, false, llvm::GraphTraits<llvm::VPBlockBase*> >, llvm::VPBlockBase**)
std::back_insert_iterator<std::vector<clang::CallGraphNode const*, std::allocator<clang::CallGraphNode const*> > > std::__copy_move_a2<false, llvm::po_iterator<clang::CallGraph const*, llvm::SmallPtrSet<clang::CallGraphNode const*, 8u>, false, llvm::GraphTraits<clang::CallGraph const*> >, std::back_insert_iterator<std::vector<clang::CallGraphNode const*, std::allocator<clang::CallGraphNode const*> > > >(llvm::po_iterator<clang::CallGraph const*, llvm::SmallPtrSet<clang::CallGraphNode const*, 8u>, false, llvm::GraphTraits<clang::CallGraph const*> >, llvm::po_iterator<clang::CallGraph const*, llvm::SmallPtrSet<clang::CallGraphNode const*, 8u>, false, llvm::GraphTraits<clang::CallGraph const*> >, std::back_insert_iterator<std::vector<clang::CallGraphNode const*, std::allocator<clang::CallGraphNode const*> > >)
std::back_insert_iterator<std::vector<llvm::BasicBlock const*, std::allocator<llvm::BasicBlock const*> > > std::__copy_move_a2<false, llvm::po_iterator<llvm::Function const*, llvm::SmallPtrSet<llvm::BasicBlock const*, 8u>, false, llvm::GraphTraits<llvm::Function const*> >, std::back_insert_iterator<std::vector<llvm::BasicBlock const*, std::allocator<llvm::BasicBlock const*> > > >(llvm::po_iterator<llvm::Function const*, llvm::SmallPtrSet<llvm::BasicBlock const*, 8u>, false, llvm::GraphTraits<llvm::Function const*> >, llvm::po_iterator<llvm::Function const*, llvm::SmallPtrSet<llvm::BasicBlock const*, 8u>, false, llvm::GraphTraits<llvm::Function const*> >, std::back_insert_iterator<std::vector<llvm::BasicBlock const*, std::allocator<llvm::BasicBlock const*> > >)
void std::__introsort_loop<__gnu_cxx::__normal_iterator<signed char*, std::vector<signed char, std::allocator<signed char> > >, long, __gnu_cxx::__ops::_Iter_comp_iter<std::greater<double> > >(__gnu_cxx::__normal_iterator<signed char*, std::vector<signed char, std::allocator<signed char> > >, __gnu_cxx::__normal_iterator<signed char*, std::vector<signed char, std::allocator<signed char> > >, long, __gnu_cxx::__ops::_Iter_comp_iter<std::greater<double> >)
void std::__final_insertion_sort<std::pair<unsigned int, int>*, __gnu_cxx::__ops::_Iter_comp_iter<clang::ContinuousRangeMap<unsigned int, int, 2u>::Compare> >(std::pair<unsigned int, int>*, std::pair<unsigned int, int>*, __gnu_cxx::__ops::_Iter_comp_iter<clang::ContinuousRangeMap<unsigned int, int, 2u>::Compare>)
void std::__merge_without_buffer<llvm::object::Elf_Phdr_Impl<llvm::object::ELFType<(llvm::support::endianness)1, true> >**, long, __gnu_cxx::__ops::_Iter_comp_iter<llvm::object::ELFFile<llvm::object::ELFType<(llvm::support::endianness)1, true> >::toMappedAddr(unsigned long, llvm::function_ref<llvm::Error (llvm::Twine const&)>) const::{lambda(llvm::object::Elf_Phdr_Impl<llvm::object::ELFType<(llvm::support::endianness)1, true> > const*, llvm::object::Elf_Phdr_Impl<llvm::object::ELFType<(llvm::support::endianness)1, true> > const*)#1}> >(llvm::object::Elf_Phdr_Impl<llvm::object::ELFType<(llvm::support::endianness)1, true> >**, llvm::object::Elf_Phdr_Impl<llvm::object::ELFType<(llvm::support::endianness)1, true> >**, llvm::object::Elf_Phdr_Impl<llvm::object::ELFType<(llvm::support::endianness)1, true> >**, long, long, __gnu_cxx::__ops::_Iter_comp_iter<llvm::object::ELFFile<llvm::object::ELFType<(llvm::support::endianness)1, true> >::toMappedAddr(unsigned long, llvm::function_ref<llvm::Error (llvm::Twine const&)>) const::{lambda(llvm::object::Elf_Phdr_Impl<llvm::object::ELFType<(llvm::support::endianness)1, true> > const*, llvm::object::Elf_Phdr_Impl<llvm::object::ELFType<(llvm::support::endianness)1, true> > const*)#1}>)
unsigned short const* std::find_if<unsigned short const*, v8::internal::Utf16CharacterStream::AdvanceUntil<v8::internal::Scanner::SkipWhiteSpace()::{lambda(unsigned int)#1}>(v8::internal::Scanner::SkipWhiteSpace()::{lambda(unsigned int)#1})::{lambda(unsigned short)#1}>(unsigned short const*, unsigned short const*, v8::internal::Utf16CharacterStream::AdvanceUntil<v8::internal::Scanner::SkipWhiteSpace()::{lambda(unsigned int)#1}>(v8::internal::Scanner::SkipWhiteSpace()::{lambda(unsigned int)#1})::{lambda(unsigned short)#1})
typeinfo for DefaultExpressionHandler
typeinfo for llvm::Optional<llvm::APInt> (llvm::MachineInstr const*)
typeinfo for void (void*, unsigned int)
typeinfo for llvm::IRAttribute<(llvm::Attribute::AttrKind)18, llvm::StateWrapper<llvm::BooleanState, llvm::AbstractAttribute> >
typeinfo for llvm::MCAsmParser
typeinfo for llvm::InstrProfError
typeinfo for llvm::PredicateSwitch
typeinfo for llvm::cl::OptionValue<DefaultOnOff>
typeinfo for llvm::orc::SimpleRemoteEPCServer::Dispatcher
typeinfo for llvm::detail::AnalysisResultModel<llvm::Module, llvm::StackSafetyGlobalAnalysis, llvm::StackSafetyGlobalInfo, llvm::PreservedAnalyses, llvm::AnalysisManager<llvm::Module>::Invalidator, false>
typeinfo for llvm::detail::PassModel<llvm::Module, NewPMCheckDebugifyPass, llvm::PreservedAnalyses, llvm::AnalysisManager<llvm::Module>>
typeinfo for llvm::detail::PassModel<llvm::Function, llvm::AAEvaluator, llvm::PreservedAnalyses, llvm::AnalysisManager<llvm::Function>>
typeinfo for llvm::detail::PassModel<llvm::Function, llvm::DivRemPairsPass, llvm::PreservedAnalyses, llvm::AnalysisManager<llvm::Function>>
typeinfo for llvm::detail::PassModel<llvm::Function, llvm::ObjCARCExpandPass, llvm::PreservedAnalyses, llvm::AnalysisManager<llvm::Function>>
typeinfo for llvm::detail::PassModel<llvm::Function, llvm::ThreadSanitizerPass, llvm::PreservedAnalyses, llvm::AnalysisManager<llvm::Function>>
typeinfo for llvm::detail::PassModel<llvm::Function, llvm::InvalidateAnalysisPass<llvm::BranchProbabilityAnalysis>, llvm::PreservedAnalyses, llvm::AnalysisManager<llvm::Function>>
typeinfo for clang::ast_matchers::internal::matcher_equalsBoundNode0Matcher<clang::QualType, std::__cxx11::basic_string<char, std::char_traits<char>, std::allocator<char> > >
typeinfo for clang::Mergeable<clang::TemplateParamObjectDecl>
typeinfo for icu_72::FormattedValueStringBuilderImpl
typeinfo for icu_78::GMTOffsetField
typeinfo for std::time_get<wchar_t, std::istreambuf_iterator<wchar_t, std::char_traits<wchar_t> > >
typeinfo name for llvm::TargetTransformInfo (llvm::Function const&)
typeinfo name for llvm::IRAttribute<(llvm::Attribute::AttrKind)24, llvm::StateWrapper<llvm::BitIntegerState<unsigned short, (unsigned short)7, (unsigned short)0>, llvm::AbstractAttribute> >
typeinfo name for llvm::IRAttribute<(llvm::Attribute::AttrKind)29, llvm::StateWrapper<llvm::BooleanState, llvm::AbstractAttribute> >
typeinfo name for llvm::ms_demangle::TypeNode
typeinfo name for llvm::cl::OptionValueBase<llvm::RegBankSelect::Mode, false>
typeinfo name for llvm::cl::OptionValueCopy<llvm::FPOpFusion::FPOpFusionMode>
typeinfo name for llvm::detail::PassConcept<llvm::Function, llvm::AnalysisManager<llvm::Function>>
typeinfo name for llvm::detail::AnalysisPassModel<llvm::Module, llvm::InnerAnalysisManagerProxy<llvm::AnalysisManager<llvm::Function>, llvm::Module>, llvm::PreservedAnalyses, llvm::AnalysisManager<llvm::Module>::Invalidator>
typeinfo name for llvm::detail::AnalysisResultModel<llvm::Module, llvm::LazyCallGraphAnalysis, llvm::LazyCallGraph, llvm::PreservedAnalyses, llvm::AnalysisManager<llvm::Module>::Invalidator, true>
typeinfo name for llvm::detail::AnalysisResultModel<llvm::Function, llvm::DominatorTreeAnalysis, llvm::DominatorTree, llvm::PreservedAnalyses, llvm::AnalysisManager<llvm::Function>::Invalidator, true>
typeinfo name for llvm::detail::provider_format_adapter<llvm::SmallString<8u>&>
typeinfo name for llvm::detail::PassModel<llvm::Module, llvm::DataFlowSanitizerPass, llvm::PreservedAnalyses, llvm::AnalysisManager<llvm::Module>>
typeinfo name for clang::ast_matchers::internal::matcher_hasType0Matcher<clang::ParmVarDecl, clang::ast_matchers::internal::Matcher<clang::QualType> >
typeinfo name for clang::CoverageSourceInfo
typeinfo name for clang::ento::Checker<clang::ento::check::PreCall, clang::ento::check::PostCall, clang::ento::eval::Call>
typeinfo name for clang::ento::Checker<clang::ento::check::PreStmt<clang::BinaryOperator>>
typeinfo name for icu_78::FormatParser
typeinfo name for icu_78::IslamicCalendar
typeinfo name for decltype(nullptr) const*
typeinfo name for std::_Sp_counted_deleter<llvm::orc::DynamicLibrarySearchGenerator*, std::default_delete<llvm::orc::DynamicLibrarySearchGenerator>, std::allocator<void>, (__gnu_cxx::_Lock_policy)2>
typeinfo name for std::_Sp_counted_ptr_inplace<llvm::sys::fs::detail::DirIterState, std::allocator<void>, (__gnu_cxx::_Lock_policy)2>
VTT for std::__cxx11::basic_ostringstream<char, std::char_traits<char>, std::allocator<char> >
vtable for fur_source
vtable for pkgCacheFile
vtable for TrcPktProcBase<EtmV3TrcPacket, _ocsd_etmv3_pkt_type, EtmV3Config>
vtable for RBTestDataModule
vtable for call_summary_base<edge_clone_summary>
vtable for componentAttachPt<ITrcPktIndexer<_ocsd_etmv3_pkt_type> >
vtable for TrcStackElemExcept
vtable for AAReturnedValuesImpl
vtable for AAWillReturnCallSite
vtable for fast_function_summary<ipa_reference_vars_info_d*, va_heap>
vtable for TrcMemAccMapGlobalSpace
vtable for simple_diagnostic_event
vtable for pkgDebianIndexTargetFile
vtable for substitute_and_fold_dom_walker
vtable for AAValueConstantRangeCallSiteArgument
vtable for Function
vtable for Histable
vtable for __cxxabiv1::__pointer_type_info
vtable for debDebFile::MemControlExtract
vtable for pkgAcqMethod::FetchItem
vtable for v8_inspector::protocol::Schema::Domain
vtable for v8::base::VirtualAddressSpace
vtable for v8::base::PosixMemoryMappedFile
vtable for v8::internal::RegExpTree
vtable for v8::internal::WeakVisitor
vtable for v8::internal::FreeListMany
vtable for v8::internal::ProfilerListener
vtable for v8::internal::SharedReadOnlySpace
vtable for v8::internal::MarkCompactCollector::RootMarkingVisitor
vtable for v8::internal::MeasureMemoryDelegate
vtable for v8::internal::SharedLargeObjectSpace
vtable for v8::internal::ExternalStringTableCleaner<(v8::internal::ExternalStringTableCleaningMode)0>
vtable for v8::internal::TurbofanStubWithContextFrame
vtable for v8::internal::compiler::JSGenericLowering
vtable for v8::internal::compiler::JSOperatorGlobalCache::CreatePromiseOperator
vtable for v8::internal::compiler::CommonOperatorGlobalCache::IfFalseOperator
vtable for v8::internal::compiler::CommonOperatorGlobalCache::StateValuesOperator<12>
vtable for v8::internal::compiler::MachineOperatorGlobalCache::F32x8NeOperator
vtable for v8::internal::compiler::MachineOperatorGlobalCache::F32x4MinOperator
vtable for v8::internal::compiler::MachineOperatorGlobalCache::F32x8DivOperator
vtable for v8::internal::compiler::MachineOperatorGlobalCache::F64x2MulOperator
vtable for v8::internal::compiler::MachineOperatorGlobalCache::I64x2MulOperator
vtable for v8::internal::compiler::MachineOperatorGlobalCache::I64x2ShlOperator
vtable for v8::internal::compiler::MachineOperatorGlobalCache::Float64AddOperator
vtable for v8::internal::compiler::MachineOperatorGlobalCache::Float64AsinhOperator
vtable for v8::internal::compiler::MachineOperatorGlobalCache::BitcastWordToTaggedOperator
vtable for v8::internal::compiler::MachineOperatorGlobalCache::UnalignedLoadUint16Operator
vtable for v8::internal::compiler::MachineOperatorGlobalCache::I16x8ExtMulLowI8x16UOperator
vtable for v8::internal::compiler::MachineOperatorGlobalCache::LoadTrapOnNullFloat32Operator
vtable for v8::internal::compiler::MachineOperatorGlobalCache::TryTruncateFloat32ToInt64Operator
vtable for v8::internal::compiler::MachineOperatorGlobalCache::StorekTaggedNoWriteBarrierOperator
vtable for v8::internal::compiler::MachineOperatorGlobalCache::Word64AtomicOrUint32NormalOperator
vtable for v8::internal::compiler::MachineOperatorGlobalCache::Word64AtomicXorUint32NormalOperator
vtable for v8::internal::compiler::MachineOperatorGlobalCache::StorekWord64FullWriteBarrierOperator
vtable for v8::internal::compiler::MachineOperatorGlobalCache::Word32SeqCstStorekWord16ProtectedOperator
vtable for v8::internal::compiler::MachineOperatorGlobalCache::ProtectedLoadTransformS128Load8x8UOperator
vtable for v8::internal::compiler::MachineOperatorGlobalCache::SetOverflowToMinTruncateFloat32ToUint32Operator
vtable for v8::internal::compiler::MachineOperatorGlobalCache::Word32AtomicCompareExchangeUint32ProtectedOperator
vtable for v8::internal::compiler::SimplifiedOperatorGlobalCache::CheckIfOperator<(v8::internal::DeoptimizeReason)11>
vtable for v8::internal::compiler::SimplifiedOperatorGlobalCache::CheckIfOperator<(v8::internal::DeoptimizeReason)19>
vtable for v8::internal::compiler::SimplifiedOperatorGlobalCache::CheckIfOperator<(v8::internal::DeoptimizeReason)47>
vtable for v8::internal::compiler::SimplifiedOperatorGlobalCache::BigIntEqualOperator
vtable for v8::internal::compiler::SimplifiedOperatorGlobalCache::NumberExpm1Operator
vtable for v8::internal::compiler::SimplifiedOperatorGlobalCache::DoubleArrayMaxOperator
vtable for v8::internal::compiler::SimplifiedOperatorGlobalCache::SpeculativeNumberMultiplyOperator<(v8::internal::compiler::NumberOperationHint)0>
vtable for v8::internal::compiler::SimplifiedOperatorGlobalCache::SpeculativeSafeIntegerAddOperator<(v8::internal::compiler::NumberOperationHint)0>
vtable for v8::internal::compiler::SimplifiedOperatorGlobalCache::SpeculativeNumberBitwiseXorOperator<(v8::internal::compiler::NumberOperationHint)0>
vtable for v8::internal::compiler::SimplifiedOperatorGlobalCache::CheckReceiverOrNullOrUndefinedOperator
vtable for v8::internal::compiler::PromiseBuiltinReducerAssembler
vtable for v8::internal::compiler::Operator1<v8::internal::compiler::GetTemplateObjectParameters, v8::internal::compiler::OpEqualTo<v8::internal::compiler::GetTemplateObjectParameters>, v8::internal::compiler::OpHash<v8::internal::compiler::GetTemplateObjectParameters> >
vtable for ana::viz_callgraph
vtable for ana::symbolic_region
vtable for ana::state_purge_annotator
vtable for ana::superedge
vtable for json::literal
vtable for llvm::SlotTracker
vtable for llvm::CodeViewYAML::detail::LeafRecordImpl<llvm::codeview::FuncIdRecord>
vtable for llvm::CodeViewYAML::detail::SymbolRecordImpl<llvm::codeview::ObjNameSym>
vtable for llvm::CodeViewYAML::detail::SymbolRecordImpl<llvm::codeview::ExportSym>
vtable for llvm::DomOnlyViewer
vtable for llvm::SimpleDDGNode
vtable for llvm::format_object<unsigned long, unsigned long, char const*>
vtable for llvm::format_object<unsigned short, unsigned char, unsigned char, unsigned int>
vtable for llvm::CaptureTracker
vtable for llvm::TargetLowering
vtable for llvm::MLInlineAdvisor
vtable for llvm::raw_pwrite_stream
vtable for llvm::GlobalValueSummary
vtable for llvm::TargetLoweringBase
vtable for llvm::RuntimeDyldCOFFX86_64
vtable for llvm::RuntimeDyldMachOX86_64
vtable for llvm::TypeBasedAAWrapperPass
vtable for llvm::DwarfInstrProfCorrelator<unsigned int>
vtable for llvm::DominanceFrontierWrapperPass
vtable for llvm::cl::OptionValue<polly::OptimizerChoice>
vtable for llvm::cl::OptionValue<llvm::RegBankSelect::Mode>
vtable for llvm::cl::OptionValue<llvm::FramePointerKind>
vtable for llvm::cl::OptionValue<llvm::ScheduleDAGInstrs* (*)(llvm::MachineSchedContext*)>
vtable for llvm::cl::basic_parser<llvm::cl::boolOrDefault>
vtable for llvm::cl::OptionValueCopy<llvm::ReplayInlinerSettings::Fallback>
vtable for llvm::cl::basic_parser_impl
vtable for llvm::cl::opt<llvm::ReplayInlinerSettings::Scope, false, llvm::cl::parser<llvm::ReplayInlinerSettings::Scope> >
vtable for llvm::cl::parser<ChangePrinter>
vtable for llvm::OptimizationRemarkEmitterWrapperPass
vtable for llvm::mca::LSUnitBase
vtable for llvm::mca::Scheduler
vtable for llvm::orc::ResourceManager
vtable for llvm::orc::LocalIndirectStubsManager<llvm::orc::OrcMips32Be>
vtable for llvm::pdb::PDBSymbolLabel
vtable for llvm::pdb::NativeEnumGlobals
vtable for llvm::pdb::PDBSymbolTypeVTable
vtable for llvm::pdb::PDBSymbolTypePointer
vtable for llvm::pdb::PDBSymbolTypeDimension
vtable for llvm::detail::AnalysisPassModel<llvm::Function, llvm::LazyValueAnalysis, llvm::PreservedAnalyses, llvm::AnalysisManager<llvm::Function>::Invalidator>
vtable for llvm::detail::provider_format_adapter<std::__cxx11::basic_string<char, std::char_traits<char>, std::allocator<char> > const&>
vtable for llvm::detail::PassModel<llvm::Module, llvm::InvalidateAnalysisPass<llvm::PassInstrumentationAnalysis>, llvm::PreservedAnalyses, llvm::AnalysisManager<llvm::Module>>
vtable for llvm::detail::PassModel<llvm::Function, llvm::DivRemPairsPass, llvm::PreservedAnalyses, llvm::AnalysisManager<llvm::Function>>
vtable for llvm::detail::PassModel<llvm::Function, llvm::ReassociatePass, llvm::PreservedAnalyses, llvm::AnalysisManager<llvm::Function>>
vtable for llvm::detail::PassModel<llvm::Function, llvm::InstSimplifyPass, llvm::PreservedAnalyses, llvm::AnalysisManager<llvm::Function>>
vtable for llvm::detail::PassModel<llvm::Function, llvm::TailCallElimPass, llvm::PreservedAnalyses, llvm::AnalysisManager<llvm::Function>>
vtable for llvm::detail::PassModel<llvm::Function, llvm::LoopDistributePass, llvm::PreservedAnalyses, llvm::AnalysisManager<llvm::Function>>
vtable for llvm::detail::PassModel<llvm::Function, llvm::RequireAnalysisPass<llvm::FunctionPropertiesAnalysis, llvm::Function, llvm::AnalysisManager<llvm::Function>>, llvm::PreservedAnalyses, llvm::AnalysisManager<llvm::Function>>
vtable for llvm::detail::PassModel<llvm::Function, llvm::DomTreeOnlyPrinterPass, llvm::PreservedAnalyses, llvm::AnalysisManager<llvm::Function>>
vtable for llvm::detail::PassModel<llvm::Function, llvm::InvalidateAnalysisPass<llvm::DivergenceAnalysis>, llvm::PreservedAnalyses, llvm::AnalysisManager<llvm::Function>>
vtable for llvm::detail::PassModel<llvm::Function, llvm::LoopLoadEliminationPass, llvm::PreservedAnalyses, llvm::AnalysisManager<llvm::Function>>
vtable for llvm::detail::PassModel<llvm::Function, llvm::LCSSAPass, llvm::PreservedAnalyses, llvm::AnalysisManager<llvm::Function>>
vtable for llvm::detail::PassModel<llvm::LoopNest, llvm::LoopFlattenPass, llvm::PreservedAnalyses, llvm::AnalysisManager<llvm::Loop, llvm::LoopStandardAnalysisResults&>, llvm::LoopStandardAnalysisResults&, llvm::LPMUpdater&>
vtable for llvm::object::ELFObjectFile<llvm::object::ELFType<(llvm::support::endianness)1, true> >
vtable for llvm::object::BigArchiveMemberHeader
vtable for llvm::ELFYAML::GnuHashSection
vtable for llvm::ELFYAML::StackSizesSection
vtable for llvm::LoopPass
vtable for llvm::coverage::BinaryCoverageReader
vtable for llvm::XCOFFYAML::CsectAuxEnt
vtable for llvm::symbolize::GNUPrinter
vtable for node::CallbackQueue<void, node::Environment*>::CallbackImpl<node::cares_wrap::QueryWrap<node::cares_wrap::SrvTraits>::QueueResponseCallback(int)::{lambda(node::Environment*)#1}>
vtable for node::NodeCategorySet
vtable for node::AliasedBufferBase<long, v8::BigInt64Array>
vtable for node::SnapshotableObject
vtable for node::StaticExternalByteResource<unsigned char, char, v8::String::ExternalOneByteStringResource>
vtable for node::fs::FileHandle::CloseReq
vtable for node::crypto::KeyExportJob<node::crypto::ECKeyExportTraits>
vtable for node::inspector::protocol::ListValue
vtable for x265::HFilterScaler10Bit
vtable for boost::wrapexcept<boost::program_options::reading_file>
vtable for boost::regex_error
vtable for boost::program_options::unknown_option
vtable for boost::detail::sp_counted_impl_p<boost::program_options::value_semantic const>
vtable for clang::ast_matchers::MatchFinder::MatchCallback
vtable for clang::ast_matchers::dynamic::internal::MapAnyOfBuilderDescriptor
vtable for clang::ast_matchers::internal::HasMatcher<clang::Decl, clang::Attr>
vtable for clang::ast_matchers::internal::HasMatcher<clang::Decl, clang::QualType>
vtable for clang::ast_matchers::internal::HasMatcher<clang::QualType, clang::NestedNameSpecifier>
vtable for clang::ast_matchers::internal::ForEachMatcher<clang::Decl, clang::Stmt>
vtable for clang::ast_matchers::internal::ForEachMatcher<clang::Stmt, clang::Decl>
vtable for clang::ast_matchers::internal::ForEachMatcher<clang::TypeLoc, clang::TypeLoc>
vtable for clang::ast_matchers::internal::ForEachMatcher<clang::QualType, clang::Type>
vtable for clang::ast_matchers::internal::HasParentMatcher<clang::Decl, clang::TypeLoc>
vtable for clang::ast_matchers::internal::HasAncestorMatcher<clang::TypeLoc, clang::Stmt>
vtable for clang::ast_matchers::internal::matcher_on0Matcher
vtable for clang::ast_matchers::internal::TypeTraverseMatcher<clang::UsingType>
vtable for clang::ast_matchers::internal::HasDescendantMatcher<clang::NestedNameSpecifier, clang::QualType>
vtable for clang::ast_matchers::internal::HasDescendantMatcher<clang::NestedNameSpecifierLoc, clang::QualType>
vtable for clang::ast_matchers::internal::HasDeclarationMatcher<clang::TypedefType, clang::ast_matchers::internal::Matcher<clang::Decl> >
vtable for clang::ast_matchers::internal::HasDeclarationMatcher<clang::InjectedClassNameType, clang::ast_matchers::internal::Matcher<clang::Decl> >
vtable for clang::ast_matchers::internal::HasDeclarationMatcher<clang::QualType, clang::ast_matchers::internal::Matcher<clang::Decl> >
vtable for clang::ast_matchers::internal::matcher_equals2Matcher<clang::CXXBoolLiteralExpr, double>
vtable for clang::ast_matchers::internal::matcher_hasBase0Matcher
vtable for clang::ast_matchers::internal::ForEachDescendantMatcher<clang::Stmt, clang::Attr>
vtable for clang::ast_matchers::internal::matcher_hasTypeLoc0Matcher<clang::CompoundLiteralExpr, clang::ast_matchers::internal::Matcher<clang::TypeLoc> >
vtable for clang::ast_matchers::internal::matcher_hasAnyArgument0Matcher<clang::CallExpr, clang::ast_matchers::internal::Matcher<clang::Expr> >
vtable for clang::ast_matchers::internal::matcher_hasAnyParameter0Matcher<clang::FunctionDecl, clang::ast_matchers::internal::Matcher<clang::ParmVarDecl> >
vtable for clang::ast_matchers::internal::matcher_hasGlobalStorageMatcher
vtable for clang::ast_matchers::internal::matcher_thisPointerType0Matcher
vtable for clang::ast_matchers::internal::matcher_statementCountIs0Matcher
vtable for clang::ast_matchers::internal::matcher_isExpandedFromMacro0Matcher<clang::Stmt, std::__cxx11::basic_string<char, std::char_traits<char>, std::allocator<char> > >
vtable for clang::ast_matchers::internal::matcher_templateArgumentCountIs0Matcher<clang::TemplateSpecializationType, unsigned int>
vtable for clang::AccessSpecDecl
vtable for clang::GeneratePCHAction
vtable for clang::ConstructorUsingShadowDecl
vtable for clang::ento::retaincountchecker::RetainCountChecker
vtable for clang::ento::SuppressInlineDefensiveChecksVisitor
vtable for clang::ento::BugReport
vtable for clang::driver::OffloadWrapperJobAction
vtable for clang::format::NamespaceEndCommentsFixer
vtable for cppgc::internal::MarkerBase::IncrementalMarkingTask
vtable for cppgc::internal::Sweeper::SweepingOnMutatorThreadObserver
vtable for polly::BlockGenerator
vtable for icu_72::CheckResult
vtable for icu_72::NGramParser
vtable for icu_72::LocaleBuilder
vtable for icu_72::CurrencyFormat
vtable for icu_72::LocaleCacheKey<icu_72::MeasureFormatCacheData>
vtable for icu_72::BasicCalendarFactory
vtable for icu_72::CharsetRecog_8859_8_I_he
vtable for icu_72::CharsetRecog_windows_1251
vtable for icu_72::SimpleNumberFormatFactory
vtable for icu_72::number::impl::ModifierStore
vtable for icu_72::number::impl::SimpleModifier
vtable for icu_72::numparse::impl::MinusSignMatcher
vtable for icu_78::IndianCalendar
vtable for icu_78::RegionValidateMap
vtable for icu_78::StringTrieBuilder::LinearMatchNode
vtable for icu_78::TimeZoneTransition
vtable for icu_78::PluralAvailableLocalesEnumeration
vtable for icu_78::number::impl::UFormattedNumberData
vtable for icu_78::number::impl::AdoptingSignumModifierStore
vtable for icu_78::numparse::impl::PercentMatcher
vtable for icu_78::numparse::impl::RequireAffixValidator
vtable for icu_78::numparse::impl::ApproximatelySignMatcher
vtable for WelsEnc::CWelsReference_Screen
vtable for WelsEnc::CWelsLoadBalancingSlicingEncodingTask
vtable for srchilite::StateStartLangElem
vtable for std::__1::codecvt_byname<char32_t, char8_t, __mbstate_t>
vtable for std::__1::__shared_ptr_pointer<std::__1::vector<char, std::__1::allocator<char> >*, std::__1::shared_ptr<std::__1::vector<char, std::__1::allocator<char> > >::__shared_ptr_default_delete<std::__1::vector<char, std::__1::allocator<char> >, std::__1::vector<char, std::__1::allocator<char> > >, std::__1::allocator<std::__1::vector<char, std::__1::allocator<char> > > >
vtable for std::__1::num_get<char, std::__1::istreambuf_iterator<char, std::__1::char_traits<char> > >
vtable for std::__cxx11::basic_istringstream<char, std::char_traits<char>, std::allocator<char> >
vtable for std::__cxx11::time_get<wchar_t, std::istreambuf_iterator<wchar_t, std::char_traits<wchar_t> > >
vtable for std::regex_error
vtable for std::basic_streambuf<wchar_t, std::char_traits<wchar_t> >
vtable for std::_Sp_counted_deleter<llvm::MemoryBuffer*, std::default_delete<llvm::MemoryBuffer>, std::allocator<void>, (__gnu_cxx::_Lock_policy)2>
vtable for std::_Sp_counted_ptr_inplace<llvm::CodeViewYAML::detail::MemberRecordImpl<llvm::codeview::StaticDataMemberRecord>, std::allocator<void>, (__gnu_cxx::_Lock_policy)2>
vtable for std::_Sp_counted_ptr_inplace<node::RealEnvStore, std::allocator<node::RealEnvStore>, (__gnu_cxx::_Lock_policy)2>
vtable for std::_Sp_counted_ptr_inplace<clang::ASTImporterSharedState, std::allocator<void>, (__gnu_cxx::_Lock_policy)2>
vtable for std::_Sp_counted_ptr_inplace<polly::ReportUndefCond, std::allocator<void>, (__gnu_cxx::_Lock_policy)2>
vtable for std::bad_cast
vtable for node::options_parser::OptionsParser<node::EnvironmentOptions>::Convert<node::options_parser::OptionsParser<node::DebugOptions>::BaseOptionField, node::DebugOptions>(std::shared_ptr<node::options_parser::OptionsParser<node::DebugOptions>::BaseOptionField>, node::DebugOptions* (node::EnvironmentOptions::*)())::AdaptedField
non-virtual thunk to TraceFmtDcdImpl::TraceDataIn(_ocsd_datapath_op_t, unsigned int, unsigned int, unsigned char const*, unsigned int*)
non-virtual thunk to node::crypto::TLSWrap::~TLSWrap()
non-virtual thunk to llvm::orc::SimpleRemoteEPC::handleDisconnect(llvm::Error)
non-virtual thunk to node::SimpleShutdownWrap<node::ReqWrap<uv_shutdown_s> >::IsNotIndicativeOfMemoryLeakAtExit() const
non-virtual thunk to std::basic_fstream<char, std::char_traits<char> >::~basic_fstream()
non-virtual thunk to TrcPktDecodeBase<StmTrcPacket, STMConfig>::PacketDataIn(_ocsd_datapath_op_t, unsigned int, StmTrcPacket const*)
non-virtual thunk to clang::ASTReader::ReadLateParsedTemplates(llvm::MapVector<clang::FunctionDecl const*, std::unique_ptr<clang::LateParsedTemplate, std::default_delete<clang::LateParsedTemplate> >, llvm::DenseMap<clang::FunctionDecl const*, unsigned int, llvm::DenseMapInfo<clang::FunctionDecl const*, void>, llvm::detail::DenseMapPair<clang::FunctionDecl const*, unsigned int> >, std::vector<std::pair<clang::FunctionDecl const*, std::unique_ptr<clang::LateParsedTemplate, std::default_delete<clang::LateParsedTemplate> > >, std::allocator<std::pair<clang::FunctionDecl const*, std::unique_ptr<clang::LateParsedTemplate, std::default_delete<clang::LateParsedTemplate> > > > > >&)
non-virtual thunk to node::fs::FileHandle::GetFD()
non-virtual thunk to node::fs::FSReqPromise<node::AliasedBufferBase<double, v8::Float64Array> >::~FSReqPromise()
non-virtual thunk to node::http2::Http2Stream::GetAsyncWrap()
non-virtual thunk to node::crypto::TLSWrap::DoWrite(node::WriteWrap*, uv_buf_t*, unsigned long, uv_stream_s*)
non-virtual thunk to node::crypto::CryptoJob<node::crypto::AESCipherTraits>::AfterThreadPoolWork(int)
non-virtual thunk to node::ReqWrap<uv_connect_s>::GetAsyncWrap()
non-virtual thunk to x265::FrameEncoder::~FrameEncoder()
non-virtual thunk to PacketPrinter<EtmV4ITrcPacket>::RawPacketDataMon(_ocsd_datapath_op_t, unsigned int, EtmV4ITrcPacket const*, unsigned int, unsigned char const*)
non-virtual thunk to clang::ASTWriter::ResolvedOperatorDelete(clang::CXXDestructorDecl const*, clang::FunctionDecl const*, clang::Expr*)
non-virtual thunk to icu_78::UnicodeFilter::matches(icu_78::Replaceable const&, int&, int, signed char)
virtual thunk to v8::internal::compiler::TurboJsonFile::~TurboJsonFile()
virtual thunk to std::basic_ofstream<char, std::char_traits<char> >::~basic_ofstream()
napi_env__::CallIntoModule<node_napi_env__::CallFinalizer<false>(void (*)(napi_env__*, void*, void*), void*, void*)::{lambda(napi_env__*)#1}&, node_napi_env__::CallbackIntoModule<false, node_napi_env__::CallFinalizer<false>(void (*)(napi_env__*, void*, void*), void*, void*)::{lambda(napi_env__*)#1}>(node_napi_env__::CallFinalizer<false>(void (*)(napi_env__*, void*, void*), void*, void*)::{lambda(napi_env__*)#1}&&)::{lambda(napi_env__*, v8::Local<v8::Value>)#1}>(node_napi_env__::CallFinalizer<false>(void (*)(napi_env__*, void*, void*), void*, void*)::{lambda(napi_env__*)#1}&, node_napi_env__::CallFinalizer<false>(void (*)(napi_env__*, void*, void*), void*, void*)::{lambda(napi_env__*)#1}&&)::error_and_abort_args
napi_env__::CallIntoModule<node_napi_env__::CallFinalizer<false>(void (*)(napi_env__*, void*, void*), void*, void*)::{lambda(napi_env__*)#1}&, node_napi_env__::CallbackIntoModule<false, node_napi_env__::CallFinalizer<false>(void (*)(napi_env__*, void*, void*), void*, void*)::{lambda(napi_env__*)#1}>(node_napi_env__::CallFinalizer<false>(void (*)(napi_env__*, void*, void*), void*, void*)::{lambda(napi_env__*)#1}&&)::{lambda(napi_env__*, v8::Local<v8::Value>)#1}>(node_napi_env__::CallFinalizer<false>(void (*)(napi_env__*, void*, void*), void*, void*)::{lambda(napi_env__*)#1}&, node_napi_env__::CallFinalizer<false>(void (*)(napi_env__*, void*, void*), void*, void*)::{lambda(napi_env__*)#1}&&)::error_and_abort_args
napi_env__::CallIntoModule<node_napi_env__::CallFinalizer<true>(void (*)(napi_env__*, void*, void*), void*, void*)::{lambda(napi_env__*)#1}&, node_napi_env__::CallbackIntoModule<true, node_napi_env__::CallFinalizer<true>(void (*)(napi_env__*, void*, void*), void*, void*)::{lambda(napi_env__*)#1}>(node_napi_env__::CallFinalizer<true>(void (*)(napi_env__*, void*, void*), void*, void*)::{lambda(napi_env__*)#1}&&)::{lambda(napi_env__*, v8::Local<v8::Value>)#1}>(node_napi_env__::CallFinalizer<true>(void (*)(napi_env__*, void*, void*), void*, void*)::{lambda(napi_env__*)#1}&, node_napi_env__::CallFinalizer<true>(void (*)(napi_env__*, void*, void*), void*, void*)::{lambda(napi_env__*)#1}&&)::error_and_abort_args
v8::internal::InternalStringToDouble<unsigned char const*, unsigned char const*>(unsigned char const*, unsigned char const*, int, double)::kInfinityString
v8::internal::CFunctionBuilderWithFunction<v8::CTypeInfoBuilder<int>, v8::CTypeInfoBuilder<v8::Local<v8::Value>>, v8::CTypeInfoBuilder<v8::FastApiTypedArray<unsigned char> const&>, v8::CTypeInfoBuilder<unsigned int>, v8::CTypeInfoBuilder<long>, v8::CTypeInfoBuilder<bool> >::Build()::instance
node::StreamBase::WriteString<(node::encoding)3>(v8::FunctionCallbackInfo<v8::Value> const&)::error_and_abort_args
node::SPrintFImpl<std::__cxx11::basic_string<char, std::char_traits<char>, std::allocator<char> > const&, char const*&>(char const*, std::__cxx11::basic_string<char, std::char_traits<char>, std::allocator<char> > const&, char const*&)::error_and_abort_args
node::SPrintFImpl<unsigned int&, unsigned long&, unsigned long&, unsigned int&, unsigned int&>(char const*, unsigned int&, unsigned long&, unsigned long&, unsigned int&, unsigned int&)::error_and_abort_args
node::SPrintFImpl<unsigned int&, unsigned int&, unsigned long&, unsigned int&>(char const*, unsigned int&, unsigned int&, unsigned long&, unsigned int&)::error_and_abort_args
node::SPrintFImpl<unsigned long, unsigned long, unsigned long, unsigned long>(char const*, unsigned long&&, unsigned long&&, unsigned long&&, unsigned long&&)::error_and_abort_args
node::MaybeStackBuffer<char, 64ul>::SetLengthAndZeroTerminate(unsigned long)::error_and_abort_args
node::wasi::WASI::WasiFunction<unsigned int (*)(node::wasi::WASI&, node::wasi::WasmMemory, unsigned int, unsigned int), &node::wasi::WASI::EnvironGet, unsigned int, unsigned int, unsigned int>::SlowCallback(v8::FunctionCallbackInfo<v8::Value> const&)::error_and_abort_args
node::crypto::CryptoJob<node::crypto::PBKDF2Traits>::AfterThreadPoolWork(int)::error_and_abort_args
clang::ento::ProgramStateTrait<llvm::ImmutableSet<clang::ento::SymExpr const*, llvm::ImutContainerInfo<clang::ento::SymExpr const*> > >::GDMIndex()::Index
std::once_flag::_Prepare_execution::_Prepare_execution<std::call_once<void (std::__future_base::_State_baseV2::*)(std::function<std::unique_ptr<std::__future_base::_Result_base, std::__future_base::_Result_base::_Deleter> ()>*, bool*), std::__future_base::_State_baseV2*, std::function<std::unique_ptr<std::__future_base::_Result_base, std::__future_base::_Result_base::_Deleter> ()>*, bool*>(std::once_flag&, void (std::__future_base::_State_baseV2::*&&)(std::function<std::unique_ptr<std::__future_base::_Result_base, std::__future_base::_Result_base::_Deleter> ()>*, bool*), std::__future_base::_State_baseV2*&&, std::function<std::unique_ptr<std::__future_base::_Result_base, std::__future_base::_Result_base::_Deleter> ()>*&&, bool*&&)::{lambda()#1}>(void (std::__future_base::_State_baseV2::*&)(std::function<std::unique_ptr<std::__future_base::_Result_base, std::__future_base::_Result_base::_Deleter> ()>*, bool*))::{lambda()#1}::_FUN()
std::once_flag::_Prepare_execution::_Prepare_execution<std::call_once<void (std::thread::*)(), std::thread*>(std::once_flag&, void (std::thread::*&&)(), std::thread*&&)::{lambda()#1}>(void (std::thread::*&)())::{lambda()#1}::_FUN()
std::once_flag::_Prepare_execution::_Prepare_execution<std::call_once<void (&)()>(std::once_flag&, void (&)())::{lambda()#1}>(void (&)())::{lambda()#1}::_FUN()
operator<<(std::ostream&, __mpq_struct const*)
