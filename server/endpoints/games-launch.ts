/** Launching games: the demo game through a launch ticket (server/games/launch-tickets.ts), and the lottery frame. */
import { apiErrors } from '../http/api-error.ts';
import { defineEndpoint } from '../http/handler.ts';
import { issueTicket } from '../games/launch-tickets.ts';
import { addCategory, gameByNodeId, GAME_COLUMNS, GAME_FROM, Where, type GameRow } from '../games/queries.ts';
import { checkPlay } from '../responsible-gaming/guard.ts';
import { tenantTimeZone } from '../time/zone.ts';
import { cockfightVendorOf } from './games.ts';
import { recordRecentPlay } from './games-member.ts';
import { reportedGateway } from './gateway.ts';

export const launchGame = defineEndpoint('launchGame', {
  auth: 'required',
  async handle({ db, tenantId, tenant, member, body, now }) {
    const gateway = reportedGateway(tenant, body.gateway);
    let game: GameRow | undefined;
    if (body.nodeId !== undefined) {
      game = await gameByNodeId(db, tenantId, body.nodeId);
    } else {
      // A vendor game id, or else the vendor's first game of the category (side-menu launches).
      const where = new Where().add('g.tenant_id = ?', tenantId).add('g.vassalage = ?', body.vendor);
      if (body.gameId !== undefined) where.add('g.game_id = ?', String(body.gameId));
      else addCategory(where, tenantId, body.gameCategory, cockfightVendorOf(tenant));
      const found = await db.query<GameRow>(
        `SELECT ${GAME_COLUMNS} FROM ${GAME_FROM} ${where.sql} ORDER BY g.sort_order, g.id LIMIT 1`,
        where.params,
      );
      game = found.rows[0];
    }
    if (!game) throw apiErrors.notFound(`No game ${body.gameId ?? ''} at vendor ${body.vendor}`.replace('  ', ' '));
    await checkPlay(db, { memberId: member.memberId, now, timeZone: tenantTimeZone(tenant), sessionId: member.sessionId }, 'launch', 0);
    const ticket = await issueTicket(db, member.memberId, { kind: 'game', gameId: game.id, gateway }, now);
    await recordRecentPlay(db, member.memberId, game.id, now);
    // The game opens in the site's current language and theme, or the tenant's defaults without them.
    const look = { lang: body.language ?? tenant.languages.default, theme: body.theme ?? tenant.themes.default };
    return { url: `/demo-game/?${new URLSearchParams({ launch: ticket, ...look })}` };
  },
});

export const lotteryLaunch = defineEndpoint('lotteryLaunch', {
  auth: 'required',
  async handle({ db, tenantId, tenant, member, body, now }) {
    const found = await db.query<{ id: number; game_id: string }>(
      `SELECT id, game_id FROM games WHERE tenant_id = $1 AND vassalage = $2 AND game_code = $3 AND game_type IN ('LOTT', 'ELOTT')`,
      [tenantId, body.vendor, body.gameCode],
    );
    const game = found.rows[0];
    if (!game) throw apiErrors.notFound(`No lottery game ${body.gameCode} at vendor ${body.vendor}`);
    await checkPlay(db, { memberId: member.memberId, now, timeZone: tenantTimeZone(tenant), sessionId: member.sessionId }, 'launch', 0);
    await recordRecentPlay(db, member.memberId, game.id, now);
    return { mui: `${tenantId}-${member.memberId}`, playType: body.playType, gameId: game.game_id, prizeMode: body.prizeMode };
  },
});
