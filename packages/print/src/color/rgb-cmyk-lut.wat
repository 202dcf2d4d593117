;; The RGB → CMYK lookup of `rgb-cmyk-lut.ts`: tetrahedral interpolation in a 33³ table, the four
;; ink channels of a corner at once (WebAssembly SIMD), and the tetrahedron picked without branches
;; (`select`): on a photo with grain the six-way branch of a scalar loop mispredicts on most pixels.
;; Compiled by `node scripts/build-wasm.mjs` into `rgb-cmyk-lut.wasm.ts`; the integer math is the
;; scalar reference's to the bit (`rgb-cmyk-lut.test.ts`).
;;
;; Memory (bytes), written by the host before `convert`:
;;        0  offR[256] i32: byte offset of the red cell's grid row, plus the table's start (4096)
;;     1024  offG[256] i32: byte offset of the green cell
;;     2048  offB[256] i32: byte offset of the blue cell
;;     3072  fraction[256] i32: where the value lies inside its cell, 0–256
;;     4096  table: 33³ grid points of 4 × i32 (CMYK, 0–255 × 256), red-major
;;   the input (RGB, 3 bytes a pixel) and output (CMYK, 4 bytes a pixel) buffers after it.
;; Strides in bytes: red 33 × 33 × 16 = 17424, green 33 × 16 = 528, blue 16; all three 17968.
(module
  (memory (export "memory") 1)
  (func (export "convert") (param $in i32) (param $out i32) (param $pixels i32)
    (local $end i32)
    (local $r i32) (local $g i32) (local $b i32)
    (local $fr i32) (local $fg i32) (local $fb i32)
    (local $hi i32) (local $lo i32) (local $mid i32)
    (local $s1 i32) (local $s2 i32) (local $stride i32)
    (local $base i32) (local $sum v128)
    (local.set $end (i32.add (local.get $out) (i32.shl (local.get $pixels) (i32.const 2))))
    (block $done
      (br_if $done (i32.eqz (local.get $pixels)))
      (loop $pixel
        (local.set $r (i32.shl (i32.load8_u (local.get $in)) (i32.const 2)))
        (local.set $g (i32.shl (i32.load8_u offset=1 (local.get $in)) (i32.const 2)))
        (local.set $b (i32.shl (i32.load8_u offset=2 (local.get $in)) (i32.const 2)))
        (local.set $fr (i32.load offset=3072 (local.get $r)))
        (local.set $fg (i32.load offset=3072 (local.get $g)))
        (local.set $fb (i32.load offset=3072 (local.get $b)))
        (local.set $base
          (i32.add
            (i32.add (i32.load (local.get $r)) (i32.load offset=1024 (local.get $g)))
            (i32.load offset=2048 (local.get $b))))
        ;; The largest fraction and its axis: the tetrahedron's first step.
        (local.set $hi (select (local.get $fr) (local.get $fg) (i32.ge_s (local.get $fr) (local.get $fg))))
        (local.set $s1 (select (i32.const 17424) (i32.const 528) (i32.ge_s (local.get $fr) (local.get $fg))))
        (local.set $s1 (select (local.get $s1) (i32.const 16) (i32.ge_s (local.get $hi) (local.get $fb))))
        (local.set $hi (select (local.get $hi) (local.get $fb) (i32.ge_s (local.get $hi) (local.get $fb))))
        ;; The smallest and its axis: the second step goes along the other two.
        (local.set $lo (select (local.get $fr) (local.get $fg) (i32.lt_s (local.get $fr) (local.get $fg))))
        (local.set $stride (select (i32.const 17424) (i32.const 528) (i32.lt_s (local.get $fr) (local.get $fg))))
        (local.set $stride (select (local.get $stride) (i32.const 16) (i32.lt_s (local.get $lo) (local.get $fb))))
        (local.set $lo (select (local.get $lo) (local.get $fb) (i32.lt_s (local.get $lo) (local.get $fb))))
        (local.set $s2 (i32.sub (i32.const 17968) (local.get $stride)))
        (local.set $mid (i32.sub (i32.sub (i32.add (i32.add (local.get $fr) (local.get $fg)) (local.get $fb)) (local.get $hi)) (local.get $lo)))
        ;; Ties give a corner a weight of 0, so which one a tie picks does not change the sum.
        (local.set $sum
          (i32x4.add
            (i32x4.add
              (i32x4.mul (v128.load (local.get $base)) (i32x4.splat (i32.sub (i32.const 256) (local.get $hi))))
              (i32x4.mul (v128.load (i32.add (local.get $base) (local.get $s1))) (i32x4.splat (i32.sub (local.get $hi) (local.get $mid)))))
            (i32x4.add
              (i32x4.mul (v128.load (i32.add (local.get $base) (local.get $s2))) (i32x4.splat (i32.sub (local.get $mid) (local.get $lo))))
              (i32x4.mul (v128.load offset=17968 (local.get $base)) (i32x4.splat (local.get $lo))))))
        (local.set $sum (i32x4.shr_s (i32x4.add (local.get $sum) (v128.const i32x4 32768 32768 32768 32768)) (i32.const 16)))
        (local.set $sum (i16x8.narrow_i32x4_s (local.get $sum) (local.get $sum)))
        (local.set $sum (i8x16.narrow_i16x8_u (local.get $sum) (local.get $sum)))
        (i32.store (local.get $out) (i32x4.extract_lane 0 (local.get $sum)))
        (local.set $in (i32.add (local.get $in) (i32.const 3)))
        (local.set $out (i32.add (local.get $out) (i32.const 4)))
        (br_if $pixel (i32.lt_u (local.get $out) (local.get $end)))))))
