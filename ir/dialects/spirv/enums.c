/* enums.c: the SPIR-V enums the dialect spells by name (capabilities,
   extensions, storage classes, decorations, addressing and memory models,
   function controls), with their values in the SPIR-V binary, from the
   SPIR-V core grammar (1.6 with the ARM extensions). */
#include "spirv.h"

/* Capability: what `#spirv.vce` requires */
static const SpirvEnumValue capabilities_values[] = {
	{"Matrix", 0}, {"Shader", 1}, {"Geometry", 2}, {"Tessellation", 3}, {"Addresses", 4}, {"Linkage", 5},
	{"Kernel", 6}, {"Vector16", 7}, {"Float16Buffer", 8}, {"Float16", 9}, {"Float64", 10}, {"Int64", 11},
	{"Int64Atomics", 12}, {"ImageBasic", 13}, {"ImageReadWrite", 14}, {"ImageMipmap", 15}, {"Pipes", 17},
	{"Groups", 18}, {"DeviceEnqueue", 19}, {"LiteralSampler", 20}, {"AtomicStorage", 21}, {"Int16", 22},
	{"TessellationPointSize", 23}, {"GeometryPointSize", 24}, {"ImageGatherExtended", 25},
	{"StorageImageMultisample", 27}, {"UniformBufferArrayDynamicIndexing", 28},
	{"SampledImageArrayDynamicIndexing", 29}, {"StorageBufferArrayDynamicIndexing", 30},
	{"StorageImageArrayDynamicIndexing", 31}, {"ClipDistance", 32}, {"CullDistance", 33}, {"ImageCubeArray", 34},
	{"SampleRateShading", 35}, {"ImageRect", 36}, {"SampledRect", 37}, {"GenericPointer", 38}, {"Int8", 39},
	{"InputAttachment", 40}, {"SparseResidency", 41}, {"MinLod", 42}, {"Sampled1D", 43}, {"Image1D", 44},
	{"SampledCubeArray", 45}, {"SampledBuffer", 46}, {"ImageBuffer", 47}, {"ImageMSArray", 48},
	{"StorageImageExtendedFormats", 49}, {"ImageQuery", 50}, {"DerivativeControl", 51},
	{"InterpolationFunction", 52}, {"TransformFeedback", 53}, {"GeometryStreams", 54},
	{"StorageImageReadWithoutFormat", 55}, {"StorageImageWriteWithoutFormat", 56}, {"MultiViewport", 57},
	{"SubgroupDispatch", 58}, {"NamedBarrier", 59}, {"PipeStorage", 60}, {"GroupNonUniform", 61},
	{"GroupNonUniformVote", 62}, {"GroupNonUniformArithmetic", 63}, {"GroupNonUniformBallot", 64},
	{"GroupNonUniformShuffle", 65}, {"GroupNonUniformShuffleRelative", 66}, {"GroupNonUniformClustered", 67},
	{"GroupNonUniformQuad", 68}, {"ShaderLayer", 69}, {"ShaderViewportIndex", 70}, {"UniformDecoration", 71},
	{"CoreBuiltinsARM", 4165}, {"TileImageColorReadAccessEXT", 4166}, {"TileImageDepthReadAccessEXT", 4167},
	{"TileImageStencilReadAccessEXT", 4168}, {"TensorsARM", 4174}, {"StorageTensorArrayDynamicIndexingARM", 4175},
	{"StorageTensorArrayNonUniformIndexingARM", 4176}, {"GraphARM", 4191}, {"CooperativeMatrixLayoutsARM", 4201},
	{"Float8EXT", 4212}, {"Float8CooperativeMatrixEXT", 4213}, {"Float6EXT", 4228}, {"Float4EXT", 4229},
	{"Float8UnsignedE8M0EXT", 4230}, {"MXInt8EXT", 4231}, {"BitcastExtractEXT", 4232},
	{"FragmentShadingRateKHR", 4422}, {"SubgroupBallotKHR", 4423}, {"DrawParameters", 4427},
	{"WorkgroupMemoryExplicitLayoutKHR", 4428}, {"WorkgroupMemoryExplicitLayout8BitAccessKHR", 4429},
	{"WorkgroupMemoryExplicitLayout16BitAccessKHR", 4430}, {"SubgroupVoteKHR", 4431},
	{"StorageBuffer16BitAccess", 4433}, {"UniformAndStorageBuffer16BitAccess", 4434},
	{"StoragePushConstant16", 4435}, {"StorageInputOutput16", 4436}, {"DeviceGroup", 4437}, {"MultiView", 4439},
	{"VariablePointersStorageBuffer", 4441}, {"VariablePointers", 4442}, {"AtomicStorageOps", 4445},
	{"SampleMaskPostDepthCoverage", 4447}, {"StorageBuffer8BitAccess", 4448},
	{"UniformAndStorageBuffer8BitAccess", 4449}, {"StoragePushConstant8", 4450}, {"DenormPreserve", 4464},
	{"DenormFlushToZero", 4465}, {"SignedZeroInfNanPreserve", 4466}, {"RoundingModeRTE", 4467},
	{"RoundingModeRTZ", 4468}, {"RayQueryProvisionalKHR", 4471}, {"RayQueryKHR", 4472},
	{"UntypedPointersKHR", 4473}, {"RayTraversalPrimitiveCullingKHR", 4478}, {"RayTracingKHR", 4479},
	{"TextureSampleWeightedQCOM", 4484}, {"TextureBoxFilterQCOM", 4485}, {"TextureBlockMatchQCOM", 4486},
	{"TileShadingQCOM", 4495}, {"CooperativeMatrixConversionQCOM", 4496}, {"TextureBlockMatch2QCOM", 4498},
	{"MultipleWaitQueuesQCOM", 4539}, {"ImageGatherLinearQCOM", 4543}, {"ImageGatherExtendedModesQCOM", 4544},
	{"Float16ImageAMD", 5008}, {"ImageGatherBiasLodAMD", 5009}, {"FragmentMaskAMD", 5010},
	{"StencilExportEXT", 5013}, {"ImageReadWriteLodAMD", 5015}, {"Int64ImageEXT", 5016}, {"ShaderClockKHR", 5055},
	{"ShaderEnqueueAMDX", 5067}, {"QuadControlKHR", 5087}, {"Int4TypeINTEL", 5112},
	{"Int4CooperativeMatrixINTEL", 5114}, {"BFloat16TypeKHR", 5116}, {"BFloat16DotProductKHR", 5117},
	{"BFloat16CooperativeMatrixKHR", 5118}, {"AbortKHR", 5120}, {"DescriptorHeapEXT", 5128},
	{"ConstantDataKHR", 5146}, {"PoisonFreezeKHR", 5156}, {"WeakLinkageAMD", 5181},
	{"SampleMaskOverrideCoverageNV", 5249}, {"GeometryShaderPassthroughNV", 5251},
	{"ShaderViewportIndexLayerEXT", 5254}, {"ShaderViewportMaskNV", 5255}, {"ShaderStereoViewNV", 5259},
	{"PerViewAttributesNV", 5260}, {"FragmentFullyCoveredEXT", 5265}, {"MeshShadingNV", 5266},
	{"ImageFootprintNV", 5282}, {"MeshShadingEXT", 5283}, {"FragmentBarycentricKHR", 5284},
	{"ComputeDerivativeGroupQuadsKHR", 5288}, {"FragmentDensityEXT", 5291},
	{"GroupNonUniformPartitionedEXT", 5297}, {"ShaderNonUniform", 5301}, {"RuntimeDescriptorArray", 5302},
	{"InputAttachmentArrayDynamicIndexing", 5303}, {"UniformTexelBufferArrayDynamicIndexing", 5304},
	{"StorageTexelBufferArrayDynamicIndexing", 5305}, {"UniformBufferArrayNonUniformIndexing", 5306},
	{"SampledImageArrayNonUniformIndexing", 5307}, {"StorageBufferArrayNonUniformIndexing", 5308},
	{"StorageImageArrayNonUniformIndexing", 5309}, {"InputAttachmentArrayNonUniformIndexing", 5310},
	{"UniformTexelBufferArrayNonUniformIndexing", 5311}, {"StorageTexelBufferArrayNonUniformIndexing", 5312},
	{"RayTracingPositionFetchKHR", 5336}, {"RayTracingNV", 5340}, {"RayTracingMotionBlurNV", 5341},
	{"VulkanMemoryModel", 5345}, {"VulkanMemoryModelDeviceScope", 5346}, {"PhysicalStorageBufferAddresses", 5347},
	{"ComputeDerivativeGroupLinearKHR", 5350}, {"RayTracingProvisionalKHR", 5353}, {"CooperativeMatrixNV", 5357},
	{"FragmentShaderSampleInterlockEXT", 5363}, {"FragmentShaderShadingRateInterlockEXT", 5372},
	{"ShaderSMBuiltinsNV", 5373}, {"FragmentShaderPixelInterlockEXT", 5378}, {"DemoteToHelperInvocation", 5379},
	{"DisplacementMicromapNV", 5380}, {"RayTracingOpacityMicromapKHR", 5381}, {"ShaderInvocationReorderNV", 5383},
	{"ShaderInvocationReorderEXT", 5388}, {"BindlessTextureNV", 5390}, {"RayQueryPositionFetchKHR", 5391},
	{"CooperativeVectorNV", 5394}, {"AtomicFloat16VectorNV", 5404}, {"RayTracingDisplacementMicromapNV", 5409},
	{"RawAccessChainsNV", 5414}, {"RayTracingSpheresGeometryNV", 5418},
	{"RayTracingLinearSweptSpheresGeometryNV", 5419}, {"PushConstantBanksNV", 5423}, {"LongVectorEXT", 5425},
	{"Shader64BitIndexingEXT", 5426}, {"CooperativeMatrixConversionsEXT", 5429},
	{"CooperativeMatrixReductionsEXT", 5430}, {"CooperativeMatrixConversionsNV", 5431},
	{"CooperativeMatrixPerElementOperationsEXT", 5432}, {"CooperativeMatrixTensorAddressingNV", 5433},
	{"CooperativeMatrixBlockLoadsNV", 5434}, {"CooperativeVectorTrainingNV", 5435},
	{"RayTracingClusterAccelerationStructureNV", 5437}, {"CooperativeMatrixGetCoordinateEXT", 5438},
	{"TensorAddressingNV", 5439}, {"CooperativeMatrixDecodeVectorNV", 5447}, {"SubgroupShuffleINTEL", 5568},
	{"SubgroupBufferBlockIOINTEL", 5569}, {"SubgroupImageBlockIOINTEL", 5570},
	{"SubgroupImageMediaBlockIOINTEL", 5579}, {"RoundToInfinityINTEL", 5582}, {"FloatingPointModeINTEL", 5583},
	{"IntegerFunctions2INTEL", 5584}, {"FunctionPointersINTEL", 5603}, {"IndirectReferencesINTEL", 5604},
	{"AsmINTEL", 5606}, {"AtomicFloat32MinMaxEXT", 5612}, {"AtomicFloat64MinMaxEXT", 5613},
	{"AtomicFloat16MinMaxEXT", 5616}, {"VectorComputeINTEL", 5617}, {"VectorAnyINTEL", 5619},
	{"ExpectAssumeKHR", 5629}, {"SubgroupAvcMotionEstimationINTEL", 5696},
	{"SubgroupAvcMotionEstimationIntraINTEL", 5697}, {"SubgroupAvcMotionEstimationChromaINTEL", 5698},
	{"VariableLengthArrayINTEL", 5817}, {"FunctionFloatControlINTEL", 5821}, {"FPGAMemoryAttributesALTERA", 5824},
	{"FPFastMathModeINTEL", 5837}, {"ArbitraryPrecisionIntegersALTERA", 5844},
	{"ArbitraryPrecisionFloatingPointALTERA", 5845}, {"UnstructuredLoopControlsINTEL", 5886},
	{"FPGALoopControlsALTERA", 5888}, {"KernelAttributesINTEL", 5892}, {"FPGAKernelAttributesINTEL", 5897},
	{"FPGAMemoryAccessesALTERA", 5898}, {"FPGAClusterAttributesALTERA", 5904}, {"LoopFuseALTERA", 5906},
	{"FPGADSPControlALTERA", 5908}, {"MemoryAccessAliasingINTEL", 5910},
	{"FPGAInvocationPipeliningAttributesALTERA", 5916}, {"FPGABufferLocationALTERA", 5920},
	{"ArbitraryPrecisionFixedPointALTERA", 5922}, {"USMStorageClassesALTERA", 5935},
	{"RuntimeAlignedAttributeALTERA", 5939}, {"IOPipesALTERA", 5943}, {"BlockingPipesALTERA", 5945},
	{"FPGARegALTERA", 5948}, {"DotProductInputAll", 6016}, {"DotProductInput4x8Bit", 6017},
	{"DotProductInput4x8BitPacked", 6018}, {"DotProduct", 6019}, {"RayCullMaskKHR", 6020},
	{"CooperativeMatrixKHR", 6022}, {"ReplicatedCompositesEXT", 6024}, {"BitInstructions", 6025},
	{"GroupNonUniformRotateKHR", 6026}, {"FloatControls2", 6029}, {"FMAKHR", 6030},
	{"RayTracingOpacityMicromapExecutionModeKHR", 6032}, {"AtomicFloat32AddEXT", 6033},
	{"AtomicFloat64AddEXT", 6034}, {"LongCompositesINTEL", 6089}, {"OptNoneEXT", 6094},
	{"AtomicFloat16AddEXT", 6095}, {"DebugInfoModuleINTEL", 6114}, {"BFloat16ConversionINTEL", 6115},
	{"SplitBarrierEXT", 6141}, {"ArithmeticFenceEXT", 6144}, {"FPGAClusterAttributesV2ALTERA", 6150},
	{"FPGAKernelAttributesv2INTEL", 6161}, {"TaskSequenceALTERA", 6162}, {"FPMaxErrorINTEL", 6169},
	{"FPGALatencyControlALTERA", 6171}, {"FPGAArgumentInterfacesALTERA", 6174},
	{"GlobalVariableHostAccessINTEL", 6187}, {"GlobalVariableFPGADecorationsALTERA", 6189},
	{"SubgroupBufferPrefetchINTEL", 6220}, {"Subgroup2DBlockIOINTEL", 6228},
	{"Subgroup2DBlockTransformINTEL", 6229}, {"Subgroup2DBlockTransposeINTEL", 6230},
	{"SubgroupMatrixMultiplyAccumulateINTEL", 6236}, {"TernaryBitwiseFunctionINTEL", 6241},
	{"UntypedVariableLengthArrayINTEL", 6243}, {"SpecConditionalINTEL", 6245}, {"FunctionVariantsINTEL", 6246},
	{"PredicatedIOINTEL", 6257}, {"RoundedDivideSqrtINTEL", 6265}, {"GroupUniformArithmeticKHR", 6400},
	{"TensorFloat32RoundingINTEL", 6425}, {"MaskedGatherScatterINTEL", 6427}, {"CacheControlsINTEL", 6441},
	{"RegisterLimitsINTEL", 6460}, {"BindlessImagesINTEL", 6528}, {"DotProductFloat16AccFloat32VALVE", 6912},
	{"DotProductFloat16AccFloat16VALVE", 6913}, {"DotProductBFloat16AccVALVE", 6914},
	{"DotProductFloat8AccFloat32VALVE", 6915}, {"IntrinsicSAMSUNG", 7041},
};
const SpirvEnum spirv_capabilities = 
	{"Capability", capabilities_values, sizeof capabilities_values / sizeof *capabilities_values};

/* StorageClass: of a pointer, a variable */
static const SpirvEnumValue storage_classes_values[] = {
	{"UniformConstant", 0}, {"Input", 1}, {"Uniform", 2}, {"Output", 3}, {"Workgroup", 4}, {"CrossWorkgroup", 5},
	{"Private", 6}, {"Function", 7}, {"Generic", 8}, {"PushConstant", 9}, {"AtomicCounter", 10}, {"Image", 11},
	{"StorageBuffer", 12}, {"TileImageEXT", 4172}, {"TileAttachmentQCOM", 4491}, {"NodePayloadAMDX", 5068},
	{"CallableDataKHR", 5328}, {"IncomingCallableDataKHR", 5329}, {"RayPayloadKHR", 5338},
	{"HitAttributeKHR", 5339}, {"IncomingRayPayloadKHR", 5342}, {"ShaderRecordBufferKHR", 5343},
	{"PhysicalStorageBuffer", 5349}, {"HitObjectAttributeNV", 5385}, {"TaskPayloadWorkgroupEXT", 5402},
	{"HitObjectAttributeEXT", 5411}, {"CodeSectionINTEL", 5605}, {"DeviceOnlyALTERA", 5936},
	{"HostOnlyALTERA", 5937},
};
const SpirvEnum spirv_storage_classes = 
	{"StorageClass", storage_classes_values, sizeof storage_classes_values / sizeof *storage_classes_values};

/* Decoration: of struct members */
static const SpirvEnumValue decorations_values[] = {
	{"RelaxedPrecision", 0}, {"SpecId", 1}, {"Block", 2}, {"BufferBlock", 3}, {"RowMajor", 4}, {"ColMajor", 5},
	{"ArrayStride", 6}, {"MatrixStride", 7}, {"GLSLShared", 8}, {"GLSLPacked", 9}, {"CPacked", 10},
	{"BuiltIn", 11}, {"NoPerspective", 13}, {"Flat", 14}, {"Patch", 15}, {"Centroid", 16}, {"Sample", 17},
	{"Invariant", 18}, {"Restrict", 19}, {"Aliased", 20}, {"Volatile", 21}, {"Constant", 22}, {"Coherent", 23},
	{"NonWritable", 24}, {"NonReadable", 25}, {"Uniform", 26}, {"UniformId", 27}, {"SaturatedConversion", 28},
	{"Stream", 29}, {"Location", 30}, {"Component", 31}, {"Index", 32}, {"Binding", 33}, {"DescriptorSet", 34},
	{"Offset", 35}, {"XfbBuffer", 36}, {"XfbStride", 37}, {"FuncParamAttr", 38}, {"FPRoundingMode", 39},
	{"FPFastMathMode", 40}, {"LinkageAttributes", 41}, {"NoContraction", 42}, {"InputAttachmentIndex", 43},
	{"Alignment", 44}, {"MaxByteOffset", 45}, {"AlignmentId", 46}, {"MaxByteOffsetId", 47},
	{"SaturatedToLargestFloat8NormalConversionEXT", 4216}, {"NoSignedWrap", 4469}, {"NoUnsignedWrap", 4470},
	{"WeightTextureQCOM", 4487}, {"BlockMatchTextureQCOM", 4488}, {"BlockMatchSamplerQCOM", 4499},
	{"ExplicitInterpAMD", 4999}, {"NodeSharesPayloadLimitsWithAMDX", 5019}, {"NodeMaxPayloadsAMDX", 5020},
	{"TrackFinishWritingAMDX", 5078}, {"PayloadNodeNameAMDX", 5091}, {"PayloadNodeBaseIndexAMDX", 5098},
	{"PayloadNodeSparseArrayAMDX", 5099}, {"PayloadNodeArraySizeAMDX", 5100},
	{"PayloadDispatchIndirectAMDX", 5105}, {"ArrayStrideIdEXT", 5124}, {"OffsetIdEXT", 5125},
	{"UTFEncodedKHR", 5145}, {"OverrideCoverageNV", 5248}, {"PassthroughNV", 5250}, {"ViewportRelativeNV", 5252},
	{"SecondaryViewportRelativeNV", 5256}, {"PerPrimitiveEXT", 5271}, {"PerViewNV", 5272}, {"PerTaskNV", 5273},
	{"PerVertexKHR", 5285}, {"NonUniform", 5300}, {"RestrictPointer", 5355}, {"AliasedPointer", 5356},
	{"MemberOffsetNV", 5358}, {"HitObjectShaderRecordBufferNV", 5386}, {"HitObjectShaderRecordBufferEXT", 5389},
	{"BankNV", 5397}, {"BindlessSamplerNV", 5398}, {"BindlessImageNV", 5399}, {"BoundSamplerNV", 5400},
	{"BoundImageNV", 5401}, {"CooperativeMatrixTransposeEXT", 5440}, {"SIMTCallINTEL", 5599},
	{"ReferencedIndirectlyINTEL", 5602}, {"ClobberINTEL", 5607}, {"SideEffectsINTEL", 5608},
	{"VectorComputeVariableINTEL", 5624}, {"FuncParamIOKindINTEL", 5625}, {"VectorComputeFunctionINTEL", 5626},
	{"StackCallINTEL", 5627}, {"GlobalVariableOffsetINTEL", 5628}, {"CounterBuffer", 5634},
	{"UserSemantic", 5635}, {"UserTypeGOOGLE", 5636}, {"FunctionRoundingModeINTEL", 5822},
	{"FunctionDenormModeINTEL", 5823}, {"RegisterALTERA", 5825}, {"MemoryALTERA", 5826}, {"NumbanksALTERA", 5827},
	{"BankwidthALTERA", 5828}, {"MaxPrivateCopiesALTERA", 5829}, {"SinglepumpALTERA", 5830},
	{"DoublepumpALTERA", 5831}, {"MaxReplicatesALTERA", 5832}, {"SimpleDualPortALTERA", 5833},
	{"MergeALTERA", 5834}, {"BankBitsALTERA", 5835}, {"ForcePow2DepthALTERA", 5836}, {"StridesizeALTERA", 5883},
	{"WordsizeALTERA", 5884}, {"TrueDualPortALTERA", 5885}, {"BurstCoalesceALTERA", 5899},
	{"CacheSizeALTERA", 5900}, {"DontStaticallyCoalesceALTERA", 5901}, {"PrefetchALTERA", 5902},
	{"StallEnableALTERA", 5905}, {"FuseLoopsInFunctionALTERA", 5907}, {"MathOpDSPModeALTERA", 5909},
	{"AliasScopeINTEL", 5914}, {"NoAliasINTEL", 5915}, {"InitiationIntervalALTERA", 5917},
	{"MaxConcurrencyALTERA", 5918}, {"PipelineEnableALTERA", 5919}, {"BufferLocationALTERA", 5921},
	{"IOPipeStorageALTERA", 5944}, {"FunctionFloatingPointModeINTEL", 6080}, {"SingleElementVectorINTEL", 6085},
	{"VectorComputeCallableFunctionINTEL", 6087}, {"MediaBlockIOINTEL", 6140}, {"StallFreeALTERA", 6151},
	{"FPMaxErrorDecorationINTEL", 6170}, {"LatencyControlLabelALTERA", 6172},
	{"LatencyControlConstraintALTERA", 6173}, {"ConduitKernelArgumentALTERA", 6175},
	{"RegisterMapKernelArgumentALTERA", 6176}, {"MMHostInterfaceAddressWidthALTERA", 6177},
	{"MMHostInterfaceDataWidthALTERA", 6178}, {"MMHostInterfaceLatencyALTERA", 6179},
	{"MMHostInterfaceReadWriteModeALTERA", 6180}, {"MMHostInterfaceMaxBurstALTERA", 6181},
	{"MMHostInterfaceWaitRequestALTERA", 6182}, {"StableKernelArgumentALTERA", 6183}, {"HostAccessINTEL", 6188},
	{"InitModeALTERA", 6190}, {"ImplementInRegisterMapALTERA", 6191}, {"ConditionalINTEL", 6247},
	{"CacheControlLoadINTEL", 6442}, {"CacheControlStoreINTEL", 6443}, {"IntrinsicSAMSUNG", 7040},
};
const SpirvEnum spirv_decorations = 
	{"Decoration", decorations_values, sizeof decorations_values / sizeof *decorations_values};

/* AddressingModel and MemoryModel: of spirv.module */
static const SpirvEnumValue addressing_models_values[] = {
	{"Logical", 0}, {"Physical32", 1}, {"Physical64", 2}, {"PhysicalStorageBuffer64", 5348},
};
const SpirvEnum spirv_addressing_models = 
	{"AddressingModel", addressing_models_values, sizeof addressing_models_values / sizeof *addressing_models_values};

static const SpirvEnumValue memory_models_values[] = {
	{"Simple", 0}, {"GLSL450", 1}, {"OpenCL", 2}, {"Vulkan", 3},
};
const SpirvEnum spirv_memory_models = 
	{"MemoryModel", memory_models_values, sizeof memory_models_values / sizeof *memory_models_values};

/* Extensions: the names the grammar gives as enabling something; their
   values are their indices here (a binary spells an extension by name). */
static const SpirvEnumValue extensions_values[] = {
	{"SPV_ALTERA_arbitrary_precision_fixed_point", 0}, {"SPV_ALTERA_arbitrary_precision_floating_point", 1},
	{"SPV_ALTERA_arbitrary_precision_integers", 2}, {"SPV_ALTERA_blocking_pipes", 3},
	{"SPV_ALTERA_fpga_argument_interfaces", 4}, {"SPV_ALTERA_fpga_buffer_location", 5},
	{"SPV_ALTERA_fpga_cluster_attributes", 6}, {"SPV_ALTERA_fpga_dsp_control", 7},
	{"SPV_ALTERA_fpga_invocation_pipelining_attributes", 8}, {"SPV_ALTERA_fpga_latency_control", 9},
	{"SPV_ALTERA_fpga_loop_controls", 10}, {"SPV_ALTERA_fpga_memory_accesses", 11},
	{"SPV_ALTERA_fpga_memory_attributes", 12}, {"SPV_ALTERA_fpga_reg", 13},
	{"SPV_ALTERA_global_variable_fpga_decorations", 14}, {"SPV_ALTERA_io_pipes", 15},
	{"SPV_ALTERA_loop_fuse", 16}, {"SPV_ALTERA_runtime_aligned", 17}, {"SPV_ALTERA_task_sequence", 18},
	{"SPV_ALTERA_usm_storage_classes", 19}, {"SPV_AMDX_shader_enqueue", 20},
	{"SPV_AMD_gpu_shader_half_float_fetch", 21}, {"SPV_AMD_shader_ballot", 22},
	{"SPV_AMD_shader_early_and_late_fragment_tests", 23}, {"SPV_AMD_shader_explicit_vertex_parameter", 24},
	{"SPV_AMD_shader_fragment_mask", 25}, {"SPV_AMD_shader_image_load_store_lod", 26},
	{"SPV_AMD_texture_gather_bias_lod", 27}, {"SPV_AMD_weak_linkage", 28},
	{"SPV_ARM_cooperative_matrix_layouts", 29}, {"SPV_ARM_core_builtins", 30}, {"SPV_ARM_graph", 31},
	{"SPV_ARM_tensors", 32}, {"SPV_EXT_arithmetic_fence", 33}, {"SPV_EXT_cooperative_matrix_maintenance1", 34},
	{"SPV_EXT_demote_to_helper_invocation", 35}, {"SPV_EXT_descriptor_heap", 36},
	{"SPV_EXT_descriptor_indexing", 37}, {"SPV_EXT_float8", 38}, {"SPV_EXT_fragment_fully_covered", 39},
	{"SPV_EXT_fragment_invocation_density", 40}, {"SPV_EXT_fragment_shader_interlock", 41},
	{"SPV_EXT_long_vector", 42}, {"SPV_EXT_mesh_shader", 43}, {"SPV_EXT_ocp_microscaling_types", 44},
	{"SPV_EXT_opacity_micromap", 45}, {"SPV_EXT_optnone", 46}, {"SPV_EXT_physical_storage_buffer", 47},
	{"SPV_EXT_replicated_composites", 48}, {"SPV_EXT_shader_64bit_indexing", 49},
	{"SPV_EXT_shader_atomic_float16_add", 50}, {"SPV_EXT_shader_atomic_float_add", 51},
	{"SPV_EXT_shader_atomic_float_min_max", 52}, {"SPV_EXT_shader_image_int64", 53},
	{"SPV_EXT_shader_invocation_reorder", 54}, {"SPV_EXT_shader_stencil_export", 55},
	{"SPV_EXT_shader_subgroup_partitioned", 56}, {"SPV_EXT_shader_tile_image", 57},
	{"SPV_EXT_shader_viewport_index_layer", 58}, {"SPV_EXT_split_barrier", 59},
	{"SPV_GOOGLE_decorate_string", 60}, {"SPV_GOOGLE_hlsl_functionality1", 61}, {"SPV_GOOGLE_user_type", 62},
	{"SPV_INTEL_2d_block_io", 63}, {"SPV_INTEL_arbitrary_precision_fixed_point", 64},
	{"SPV_INTEL_arbitrary_precision_floating_point", 65}, {"SPV_INTEL_arbitrary_precision_integers", 66},
	{"SPV_INTEL_bfloat16_conversion", 67}, {"SPV_INTEL_bindless_images", 68}, {"SPV_INTEL_blocking_pipes", 69},
	{"SPV_INTEL_cache_controls", 70}, {"SPV_INTEL_debug_module", 71},
	{"SPV_INTEL_device_side_avc_motion_estimation", 72}, {"SPV_INTEL_float_controls2", 73},
	{"SPV_INTEL_fp_fast_math_mode", 74}, {"SPV_INTEL_fp_max_error", 75},
	{"SPV_INTEL_fpga_argument_interfaces", 76}, {"SPV_INTEL_fpga_buffer_location", 77},
	{"SPV_INTEL_fpga_cluster_attributes", 78}, {"SPV_INTEL_fpga_dsp_control", 79},
	{"SPV_INTEL_fpga_invocation_pipelining_attributes", 80}, {"SPV_INTEL_fpga_latency_control", 81},
	{"SPV_INTEL_fpga_loop_controls", 82}, {"SPV_INTEL_fpga_memory_accesses", 83},
	{"SPV_INTEL_fpga_memory_attributes", 84}, {"SPV_INTEL_fpga_reg", 85}, {"SPV_INTEL_function_pointers", 86},
	{"SPV_INTEL_function_variants", 87}, {"SPV_INTEL_global_variable_fpga_decorations", 88},
	{"SPV_INTEL_global_variable_host_access", 89}, {"SPV_INTEL_inline_assembly", 90}, {"SPV_INTEL_int4", 91},
	{"SPV_INTEL_io_pipes", 92}, {"SPV_INTEL_kernel_attributes", 93}, {"SPV_INTEL_long_composites", 94},
	{"SPV_INTEL_loop_fuse", 95}, {"SPV_INTEL_masked_gather_scatter", 96}, {"SPV_INTEL_maximum_registers", 97},
	{"SPV_INTEL_media_block_io", 98}, {"SPV_INTEL_memory_access_aliasing", 99}, {"SPV_INTEL_optnone", 100},
	{"SPV_INTEL_predicated_io", 101}, {"SPV_INTEL_rounded_divide_sqrt", 102}, {"SPV_INTEL_runtime_aligned", 103},
	{"SPV_INTEL_shader_integer_functions2", 104}, {"SPV_INTEL_split_barrier", 105},
	{"SPV_INTEL_subgroup_buffer_prefetch", 106}, {"SPV_INTEL_subgroup_matrix_multiply_accumulate", 107},
	{"SPV_INTEL_subgroups", 108}, {"SPV_INTEL_task_sequence", 109}, {"SPV_INTEL_tensor_float32_conversion", 110},
	{"SPV_INTEL_ternary_bitwise_function", 111}, {"SPV_INTEL_unstructured_loop_controls", 112},
	{"SPV_INTEL_usm_storage_classes", 113}, {"SPV_INTEL_variable_length_array", 114},
	{"SPV_INTEL_vector_compute", 115}, {"SPV_KHR_16bit_storage", 116}, {"SPV_KHR_8bit_storage", 117},
	{"SPV_KHR_abort", 118}, {"SPV_KHR_bfloat16", 119}, {"SPV_KHR_bit_instructions", 120},
	{"SPV_KHR_compute_shader_derivatives", 121}, {"SPV_KHR_constant_data", 122},
	{"SPV_KHR_cooperative_matrix", 123}, {"SPV_KHR_device_group", 124}, {"SPV_KHR_expect_assume", 125},
	{"SPV_KHR_float_controls", 126}, {"SPV_KHR_float_controls2", 127}, {"SPV_KHR_fma", 128},
	{"SPV_KHR_fragment_shader_barycentric", 129}, {"SPV_KHR_fragment_shading_rate", 130},
	{"SPV_KHR_integer_dot_product", 131}, {"SPV_KHR_linkonce_odr", 132}, {"SPV_KHR_maximal_reconvergence", 133},
	{"SPV_KHR_multiview", 134}, {"SPV_KHR_no_integer_wrap_decoration", 135}, {"SPV_KHR_opacity_micromap", 136},
	{"SPV_KHR_physical_storage_buffer", 137}, {"SPV_KHR_poison_freeze", 138},
	{"SPV_KHR_post_depth_coverage", 139}, {"SPV_KHR_quad_control", 140}, {"SPV_KHR_ray_cull_mask", 141},
	{"SPV_KHR_ray_query", 142}, {"SPV_KHR_ray_tracing", 143}, {"SPV_KHR_ray_tracing_position_fetch", 144},
	{"SPV_KHR_relaxed_extended_instruction", 145}, {"SPV_KHR_shader_atomic_counter_ops", 146},
	{"SPV_KHR_shader_ballot", 147}, {"SPV_KHR_shader_clock", 148}, {"SPV_KHR_shader_draw_parameters", 149},
	{"SPV_KHR_storage_buffer_storage_class", 150}, {"SPV_KHR_subgroup_rotate", 151},
	{"SPV_KHR_subgroup_uniform_control_flow", 152}, {"SPV_KHR_subgroup_vote", 153},
	{"SPV_KHR_terminate_invocation", 154}, {"SPV_KHR_uniform_group_instructions", 155},
	{"SPV_KHR_untyped_pointers", 156}, {"SPV_KHR_variable_pointers", 157}, {"SPV_KHR_vulkan_memory_model", 158},
	{"SPV_KHR_workgroup_memory_explicit_layout", 159}, {"SPV_NVX_multiview_per_view_attributes", 160},
	{"SPV_NV_bindless_texture", 161}, {"SPV_NV_cluster_acceleration_structure", 162},
	{"SPV_NV_compute_shader_derivatives", 163}, {"SPV_NV_cooperative_matrix", 164},
	{"SPV_NV_cooperative_matrix2", 165}, {"SPV_NV_cooperative_matrix_decode_vector", 166},
	{"SPV_NV_cooperative_vector", 167}, {"SPV_NV_displacement_micromap", 168},
	{"SPV_NV_fragment_shader_barycentric", 169}, {"SPV_NV_geometry_shader_passthrough", 170},
	{"SPV_NV_linear_swept_spheres", 171}, {"SPV_NV_mesh_shader", 172}, {"SPV_NV_push_constant_bank", 173},
	{"SPV_NV_raw_access_chains", 174}, {"SPV_NV_ray_tracing", 175}, {"SPV_NV_ray_tracing_motion_blur", 176},
	{"SPV_NV_sample_mask_override_coverage", 177}, {"SPV_NV_shader_atomic_fp16_vector", 178},
	{"SPV_NV_shader_image_footprint", 179}, {"SPV_NV_shader_invocation_reorder", 180},
	{"SPV_NV_shader_sm_builtins", 181}, {"SPV_NV_shader_subgroup_partitioned", 182}, {"SPV_NV_shading_rate", 183},
	{"SPV_NV_stereo_view_rendering", 184}, {"SPV_NV_tensor_addressing", 185}, {"SPV_NV_viewport_array2", 186},
	{"SPV_QCOM_cooperative_matrix_conversion", 187}, {"SPV_QCOM_image_processing", 188},
	{"SPV_QCOM_image_processing2", 189}, {"SPV_QCOM_image_processing3", 190},
	{"SPV_QCOM_multiple_wait_queues", 191}, {"SPV_QCOM_tile_shading", 192}, {"SPV_SAMSUNG_intrinsic", 193},
	{"SPV_VALVE_mixed_float_dot_product", 194},
	/* no enumerant of the grammar names it, MLIR's list has it (tosa-to-spirv-tosa's target) */
	{"SPV_KHR_non_semantic_info", 195},
};
const SpirvEnum spirv_extensions = 
	{"Extension", extensions_values, sizeof extensions_values / sizeof *extensions_values};

/* FunctionControl: of spirv.func (a bit enum; MLIR's names) */
static const SpirvEnumValue function_controls_values[] = {
	{"None", 0}, {"Inline", 1}, {"DontInline", 2}, {"Pure", 4}, {"Const", 8}, {"OptNoneINTEL", 0x10000},
};
const SpirvEnum spirv_function_controls = {"FunctionControl", function_controls_values,
	sizeof function_controls_values / sizeof *function_controls_values};

/* ExecutionModel: of spirv.EntryPoint */
static const SpirvEnumValue execution_models_values[] = {
	{"Vertex", 0}, {"TessellationControl", 1}, {"TessellationEvaluation", 2}, {"Geometry", 3}, {"Fragment", 4},
	{"GLCompute", 5}, {"Kernel", 6}, {"TaskNV", 5267}, {"MeshNV", 5268}, {"RayGenerationKHR", 5313},
	{"IntersectionKHR", 5314}, {"AnyHitKHR", 5315}, {"ClosestHitKHR", 5316}, {"MissKHR", 5317},
	{"CallableKHR", 5318}, {"TaskEXT", 5364}, {"MeshEXT", 5365},
};
const SpirvEnum spirv_execution_models = {"ExecutionModel", execution_models_values,
	sizeof execution_models_values / sizeof *execution_models_values};

/* The TOSA.001000.1 extended instructions' enums, as MLIR spells them, with
   their values in the binary (the TOSA SPIR-V specification's) */
static const SpirvEnumValue tosa_nan_modes_values[] = {{"Propagate", 1}, {"Ignore", 2}};
const SpirvEnum spirv_tosa_nan_modes = {"NaNPropagationMode", tosa_nan_modes_values, 2};
static const SpirvEnumValue tosa_acc_types_values[] = {{"INT32", 1}, {"FP16", 2}, {"FP32", 3}, {"INT48", 4}};
const SpirvEnum spirv_tosa_acc_types = {"AccType", tosa_acc_types_values, 4};
static const SpirvEnumValue tosa_resize_modes_values[] = {{"NearestNeighbor", 1}, {"Bilinear", 2}};
const SpirvEnum spirv_tosa_resize_modes = {"ResizeMode", tosa_resize_modes_values, 2};
static const SpirvEnumValue tosa_rounding_modes_values[] = {{"SingleRound", 1}, {"InexactRound", 2}, {"DoubleRound", 3}};
const SpirvEnum spirv_tosa_rounding_modes = {"RoundingMode", tosa_rounding_modes_values, 3};

int spirv_enum_find(const SpirvEnum *e, const char *name, size_t n)
{
	/* a name's first byte rules out nearly every entry before its length
	   is taken (spirv-update-vce looks capabilities up for every op) */
	char first = n ? name[0] : '\0';
	for (size_t i = 0; i < e->n; i++) {
		const char *s = e->values[i].name;
		if (s[0] == first && strlen(s) == n && !memcmp(s, name, n))
			return (int)i;
	}
	return -1;
}
