/**
 * Type-level test of the data sources, checked by `tsc --noEmit` (the types step of npm test),
 * never run. A data source's name must have a schema in schemas/api/, its params are the
 * schema's request or query, and its answer the schema's response: each `@ts-expect-error`
 * fails tsc when the line under it compiles.
 */
import type { ApiClient } from '../../engine/api/client';
import { useDataSource } from '../../engine/react/hooks';

declare const api: ApiClient;

export async function calls() {
  // A known name answers with its schema's response.
  const wallet = await api.call('wallet');
  const balance: string = wallet.sumBalance;

  // @ts-expect-error 'walet' is not a data source
  await api.call('walet');

  // @ts-expect-error the wallet response has sumBalance, not balance
  const wrongField: unknown = wallet.balance;

  // @ts-expect-error banners takes groupName, not group
  await api.call('banners', { group: 'm_home' });

  // The right params compile.
  await api.call('banners', { groupName: 'm_home' });
  return [balance, wrongField];
}

export function Hooks() {
  // @ts-expect-error 'walet' is not a data source
  useDataSource('walet');

  const { data } = useDataSource('wallet');
  // @ts-expect-error the wallet response has sumBalance, not balance
  const wrongField: unknown = data?.balance;

  // @ts-expect-error banners takes groupName, not group
  useDataSource('banners', { group: 'm_home' });
  return [data?.sumBalance, wrongField];
}
