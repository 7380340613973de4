#version 450
// Clamps each element of a float tensor to [0, 6], one invocation per element.
layout(local_size_x = 64, local_size_y = 1, local_size_z = 1) in;

layout(set = 0, binding = 0) readonly buffer Input { float x[]; } src;
layout(set = 0, binding = 1) writeonly buffer Output { float y[]; } dst;

void main()
{
	uint i = gl_GlobalInvocationID.x;
	if (i < src.x.length())
		dst.y[i] = clamp(src.x[i], 0.0, 6.0);
}
