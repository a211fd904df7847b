// GMP, MPFR and MPFI (Debian: libgmp-dev, libmpfr-dev, libmpfi-dev), linked from their static
// archives so that calc's start-up loads and relocates nothing more (see Package.swift).
#ifndef CMULTIPRECISION_H
#define CMULTIPRECISION_H

#include <stddef.h>
#include <stdint.h>
#include <gmp.h>
#include <mpfr.h>
#include <mpfi.h>

/// `mpfi_t` allocated on the heap, so that Swift holds it by pointer.
mpfi_ptr calc_mpfi_new(mpfr_prec_t precision);
void calc_mpfi_delete(mpfi_ptr x);

/// Predicates that MPFI exports as function pointers or macros.
int calc_mpfi_is_strictly_positive(mpfi_srcptr x);
int calc_mpfi_is_strictly_negative(mpfi_srcptr x);

#endif
