// Errors in the config file: each names the file, the op and the key,
// and stops the run with no output.
// RUN: not %mica-opt --allow-unregistered-dialect --tosa-rewrite-custom-ops=config=%S/Inputs/absent.json %s 2>&1 | FileCheck %s --check-prefix=ABSENT
// RUN: not %mica-opt --allow-unregistered-dialect --tosa-rewrite-custom-ops=config=%S/Inputs/malformed.json %s 2>&1 | FileCheck %s --check-prefix=MALFORMED
// RUN: not %mica-opt --allow-unregistered-dialect --tosa-rewrite-custom-ops=config=%S/Inputs/unknown-key.json %s 2>&1 | FileCheck %s --check-prefix=UNKNOWN
// RUN: not %mica-opt --allow-unregistered-dialect --tosa-rewrite-custom-ops=config=%S/Inputs/wrong-type.json %s 2>&1 | FileCheck %s --check-prefix=TYPE
// RUN: not %mica-opt --allow-unregistered-dialect --tosa-rewrite-custom-ops=config=%S/Inputs/missing-shader.json %s 2>&1 | FileCheck %s --check-prefix=SHADER
// RUN: not %mica-opt --allow-unregistered-dialect --tosa-rewrite-custom-ops=config=%S/Inputs/code-alone.json %s 2>&1 | FileCheck %s --check-prefix=ALONE
// RUN: not %mica-opt --allow-unregistered-dialect --tosa-rewrite-custom-ops %s 2>&1 | FileCheck %s --check-prefix=NONE

// ABSENT: {{.*}}Inputs/absent.json: error: cannot read the config: No such file or directory
// ABSENT-NOT: func.func
// MALFORMED: {{.*}}Inputs/malformed.json:2:14: error: malformed JSON: {{.+}}
// MALFORMED-NOT: func.func
// UNKNOWN: {{.*}}Inputs/unknown-key.json: error: op 'mylib.x': key 'colour': unknown key in an op
// TYPE: {{.*}}Inputs/wrong-type.json: error: op 'mylib.x': key 'binding': expected an integer
// SHADER: {{.*}}Inputs/missing-shader.json: error: op 'mylib.x': key 'shader_file': cannot read 'shaders/missing.glsl': No such file or directory
// ALONE: {{.*}}Inputs/code-alone.json: error: op 'mylib.x': key 'shader_code': shader_language and shader_code go together
// NONE: tosa-rewrite-custom-ops: error: no config file given (config=FILE.json)

func.func @f() {
  "mylib.x"() : () -> ()
  return
}
