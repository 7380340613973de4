"""shader_code.py MODEL OPERATOR: prints the shader_code that the
implementation_attrs JSON of MODEL's tosa.custom named OPERATOR carries,
so that a test can compare it with the shader's source file."""
import json
import re
import sys

ESCAPE = re.compile(r'\\([0-9A-Fa-f]{2}|.)')
NAMED = {"n": "\n", "t": "\t", '"': '"', "\\": "\\"}


def unescape(s):
    """The bytes of an MLIR string literal's body."""
    return ESCAPE.sub(lambda m: NAMED.get(m.group(1)) or chr(int(m.group(1), 16)), s)


model, operator = sys.argv[1], sys.argv[2]
for line in open(model, encoding="utf-8"):
    attrs = re.search(r'implementation_attrs = "((?:[^"\\]|\\.)*)"', line)
    if attrs and 'operator_name = "%s"' % operator in line:
        sys.stdout.write(json.loads(unescape(attrs.group(1)))["shader_code"])
        sys.exit(0)
sys.exit("no tosa.custom named %s in %s" % (operator, model))
