import { useAccount, useEngine, useSession } from '../../engine';

/** The member type (account info first, else the session's), or undefined while unknown. */
export function useMemberType(): number | undefined {
  const fromAccount = useAccount((s) => s.member?.type);
  const fromSession = useSession((s) => s.info?.type);
  return fromAccount ?? fromSession ?? undefined;
}

/** Types 0, 1 and 2 may deposit (SPEC 6); undefined while the type is unknown. */
export function useMayDeposit(): boolean | undefined {
  const type = useMemberType();
  const { privileged } = useEngine().config.constants.memberTypes;
  return type === undefined ? undefined : privileged.includes(type);
}

export function useIsTrial(): boolean {
  const type = useMemberType();
  return type === useEngine().config.constants.memberTypes.trial;
}
