/**
 * Type-level tests, checked by `tsc --noEmit` (the "types" step of npm test): the data-source
 * registry takes each call's shapes from schemas/api through the generated types.
 */
import type { ApiName, ParamsOf, ResponseOf } from '../../../engine/api/sources';
import type { LoginRequest, VendorsResponse, WalletResponse } from '../../../engine/config/types.gen';

type Equal<A, B> = (<X>() => X extends A ? 1 : 2) extends <X>() => X extends B ? 1 : 2 ? true : false;
type Expect<T extends true> = T;

export type Checks = [
  Expect<Equal<ResponseOf<'wallet'>, WalletResponse>>,
  Expect<Equal<ResponseOf<'vendors'>, VendorsResponse>>,
  Expect<Equal<ParamsOf<'login'>, LoginRequest>>,
  Expect<Equal<ResponseOf<'noSuchCall'>, unknown>>,
  // Data-source names are those with a response schema (no hand-written name list).
  Expect<Equal<'wallet' extends ApiName ? true : false, true>>,
  Expect<Equal<'noSuchCall' extends ApiName ? true : false, false>>,
];
