// attaswift's types are full `BinaryInteger`s; these are only `Numeric`, which is enough for
// generic arithmetic (sums, `abs`) without the bitwise two's-complement semantics that a
// sign-magnitude `BigInt` would have to emulate. Every requirement is implemented elsewhere.

extension BigUInt: Numeric {}

extension BigInt: SignedNumeric {}
