#!/usr/bin/env python3
"""Generate Tests/References/approximations.tsv: expressions with approximate values and the
text calc must print for them (15 significant digits, correctly rounded, halves away from zero),
computed with mpmath at 80 digits.

Usage: Scripts/generate-approximation-references.py [OUTPUT]   (needs `pip install mpmath`)

Deterministic (a fixed seed), so that running it again gives the committed file. The cases:
square and cube roots, exp, ln, log, log2, fractional powers, pi and e, over magnitudes from
1e-40000 to 1e40000, and values within 1e-25 (relative) of a rounding tie at the 15th digit,
where only a correctly rounded result gets the last digit right.
"""
import random
import sys
from decimal import Decimal, ROUND_HALF_UP, getcontext
from pathlib import Path

import mpmath
from mpmath import mp, mpf

ROOT = Path(__file__).resolve().parent.parent
OUTPUT = ROOT / "Tests" / "References" / "approximations.tsv"
DIGITS = 15
mp.dps = 80
getcontext().prec = 100


def calc_text(value: mpf) -> str:
    """calc's text for an approximation: 15 significant digits, halves away from zero,
    trailing zeros dropped, scientific from 1e15 up and below 1e-9."""
    if value == 0:
        return "0"
    text = mpmath.nstr(value, 60, strip_zeros=False)
    d = Decimal(text)
    sign = "-" if d < 0 else ""
    d = abs(d)
    exponent = d.adjusted()
    quantum = Decimal(1).scaleb(exponent - DIGITS + 1)
    rounded = d.quantize(quantum, rounding=ROUND_HALF_UP)
    if rounded.adjusted() != exponent:  # 9.99… rounded up to 10.0…
        exponent = rounded.adjusted()
        rounded = d.quantize(Decimal(1).scaleb(exponent - DIGITS + 1), rounding=ROUND_HALF_UP)
    digits = str(rounded.scaleb(-(exponent - DIGITS + 1)).to_integral_value())
    assert len(digits) == DIGITS, (value, digits)
    if exponent >= 15 or exponent < -9:
        mantissa = digits.rstrip("0")
        body = mantissa[0] + ("." + mantissa[1:] if len(mantissa) > 1 else "")
        return f"{sign}{body}e{exponent}"
    places = DIGITS - 1 - exponent
    if places <= 0:
        return sign + digits + "0" * (-places)
    whole = digits[:-places] if len(digits) > places else "0"
    fraction = digits[-places:].rjust(places, "0")
    fraction = fraction.rstrip("0")
    return sign + whole + ("." + fraction if fraction else "")


def decimal_literal(value: mpf, significant: int = 40) -> str:
    """A literal calc reads exactly: `value` to `significant` digits in scientific form."""
    return mpmath.nstr(value, significant, min_fixed=1, max_fixed=0)


def cases(rng: random.Random):
    def random_decimal(low_exp, high_exp):
        mantissa = rng.randint(1, 10**12)
        exponent = rng.randint(low_exp, high_exp)
        return f"{mantissa}e{exponent}", mpf(mantissa) * mpf(10) ** exponent

    for _ in range(70):
        text, x = random_decimal(-30, 30)
        yield f"sqrt({text})", mpmath.sqrt(x)
    for _ in range(50):
        text, x = random_decimal(-30, 30)
        sign = rng.choice(["", "-"])
        yield f"cbrt({sign}{text})", -mpmath.cbrt(x) if sign else mpmath.cbrt(x)
    for _ in range(60):
        x = mpf(rng.randint(-200_000, 200_000)) / 1000
        yield f"exp({mpmath.nstr(x, 20)})", mpmath.exp(x)
    for k in [-100000, -46050, -20000, 800, 10000, 92200]:
        yield f"exp({k})", mpmath.exp(k)
    for _ in range(50):
        text, x = random_decimal(-300, 300)
        yield f"ln({text})", mpmath.ln(x)
    for _ in range(50):
        text, x = random_decimal(-300, 300)
        yield f"log({text})", mpmath.log10(x)
    for _ in range(40):
        text, x = random_decimal(-300, 300)
        yield f"log2({text})", mpmath.log(x, 2)
    for _ in range(60):
        base = mpf(rng.randint(2, 10**6)) / 100
        p, q = rng.randint(-50, 50), rng.choice([2, 3, 5, 7, 10, 11])
        if p % q == 0:
            p += 1
        yield f"{mpmath.nstr(base, 12)}^({p}/{q})", mpmath.power(base, mpf(p) / q)
    for _ in range(30):
        base = mpf(rng.randint(2, 1000)) / 10
        y = mpf(rng.randint(-40000, 40000)) / 10
        if y == int(y):
            y += mpf(1) / 10  # an integer power would be exact
        yield f"{mpmath.nstr(base, 6)}^{mpmath.nstr(y, 8)}", mpmath.power(base, y)
    for k in [1, 2, 3, 7, 100, 600]:
        yield f"pi^{k}", mpmath.pi ** k
        yield f"e^{k}", mpmath.e ** k
        yield f"sqrt(2)^{k}", mpmath.sqrt(2) ** k
    for _ in range(20):
        n = rng.randint(1, 10**6)
        yield f"pi * {n}", mpmath.pi * n
        yield f"e / {n}", mpmath.e / n

    # Near ties: y has 15 digits and then a 5; sqrt(y² ± ε) and exp(ln(y) ± ε) lie a hair
    # above or below the tie, and only correct rounding gets the 15th digit.
    for _ in range(60):
        digits = rng.randint(10**14, 10**15 - 1)
        exponent = rng.randint(-20, 20)
        y = (mpf(digits) * 10 + 5) * mpf(10) ** (exponent - 15)
        for side in (1, -1):
            epsilon = y * y * mpf(10) ** -rng.randint(22, 28) * side
            square = y * y + epsilon
            literal = decimal_literal(square, 60)
            yield f"sqrt({literal})", mpmath.sqrt(mpf(literal))
    for _ in range(30):
        digits = rng.randint(10**14, 10**15 - 1)
        y = (mpf(digits) * 10 + 5) * mpf(10) ** -15
        for side in (1, -1):
            argument = mpmath.ln(y) + side * mpf(10) ** -rng.randint(20, 24)
            literal = decimal_literal(argument, 45)
            yield f"exp({literal})", mpmath.exp(mpf(literal))


def main() -> None:
    output = Path(sys.argv[1]) if len(sys.argv) > 1 else OUTPUT
    rng = random.Random(2026_11_23)
    lines = ["# expression\tcalc's text (15 digits, correctly rounded); made by Scripts/generate-approximation-references.py with mpmath at 80 digits"]
    seen = set()
    for expression, value in cases(rng):
        if expression in seen:
            continue
        seen.add(expression)
        lines.append(f"{expression}\t{calc_text(value)}")
    output.parent.mkdir(parents=True, exist_ok=True)
    output.write_text("\n".join(lines) + "\n", encoding="utf-8")
    print(f"{len(lines) - 1} cases -> {output}")


if __name__ == "__main__":
    main()
