// GMP, MPFR and MPFI (Debian: libgmp-dev, libmpfr-dev, libmpfi-dev), linked from their static
// archives so that calc's start-up loads and relocates nothing more (see Package.swift).
#ifndef CMULTIPRECISION_H
#define CMULTIPRECISION_H

#include <stddef.h>
#include <stdint.h>
#include <gmp.h>
#include <mpfr.h>
#include <mpfi.h>

/// Sets `z` from `count` 64-bit words, least significant first, and a sign: GMP's mpz_import
/// is a macro Swift cannot see.
void calc_mpz_set_words(mpz_ptr z, const uint64_t *words, size_t count, int negative);

/// The number of 64-bit words of |z| (for calc_mpz_get_words).
size_t calc_mpz_word_count(mpz_srcptr z);

/// Writes |z| into `words` (least significant first); returns the sign of z (-1, 0, 1).
int calc_mpz_get_words(mpz_srcptr z, uint64_t *words);

/// `mpfi_t` allocated on the heap, so that Swift holds it by pointer.
mpfi_ptr calc_mpfi_new(mpfr_prec_t precision);
void calc_mpfi_delete(mpfi_ptr x);

/// Predicates that MPFI exports as function pointers or macros.
int calc_mpfi_is_strictly_positive(mpfi_srcptr x);
int calc_mpfi_is_strictly_negative(mpfi_srcptr x);

#endif
