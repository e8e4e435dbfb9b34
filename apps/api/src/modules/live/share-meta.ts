import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppContext } from '../../app-context';
import { resolveSite } from '../sites';
import { roomOfAnchor, streamNameOf } from './room-repo';
import { fillTemplate } from './stream-source';

/** Escapes text for an HTML attribute or element. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** The link preview of a shared live room. */
export interface ShareMeta {
  title: string;
  description: string;
  image: string;
  url: string;
}

/** Writes the Open Graph and Twitter tags (and the title) into the app shell's <head>. */
export function withShareMeta(indexHtml: string, meta: ShareMeta): string {
  const tags = [
    ['og:type', 'video.other'],
    ['og:title', meta.title],
    ['og:description', meta.description],
    ['og:image', meta.image],
    ['og:url', meta.url],
    ['twitter:card', 'summary_large_image'],
  ]
    .filter(([, v]) => v)
    .map(([k, v]) => `<meta property="${k}" content="${escapeHtml(v!)}" />`)
    .join('\n    ');
  // Function replacers: a string replacement would read `$&`, `` $` `` and `$'` in a title as patterns.
  const title = `<title>${escapeHtml(meta.title)}</title>`;
  const head = `    <meta name="description" content="${escapeHtml(meta.description)}" />\n    ${tags}\n  </head>`;
  return indexHtml.replace(/<title>[^<]*<\/title>/, () => title).replace('</head>', () => head);
}

function absolute(url: string, request: FastifyRequest): string {
  if (!url) return '';
  return url.startsWith('/') ? `${request.protocol}://${request.host}${url}` : url;
}

/**
 * GET /m/share/live/:id (the anchor's id): the app shell with the room's link preview in its <head>, because the
 * crawlers of chat apps read Open Graph tags from the HTML and never run the app. Registered beside the web app
 * (a more specific route than its /m/* fallback); an unknown anchor gets the plain shell, which shows the error.
 */
export function installLiveShareMeta(app: FastifyInstance, ctx: AppContext, webDist: string): void {
  const indexFile = path.join(webDist, 'index.html');
  app.get<{ Params: { id: string }; Querystring: { site?: string; lang?: string } }>(
    '/m/share/live/:id',
    async (request, reply) => {
      const html = await fs.promises.readFile(indexFile, 'utf8');
      reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8');
      const id = Number(request.params.id);
      if (!Number.isSafeInteger(id) || id <= 0) return html;
      const anchor = await ctx.db.kysely
        .selectFrom('users')
        .select(['id', 'nick_name', 'avatar', 'status', 'is_anchor'])
        .where('id', '=', id)
        .executeTakeFirst();
      if (!anchor || anchor.status !== 1 || anchor.is_anchor !== 1) return html;
      const room = await roomOfAnchor(ctx.db, id);
      const site = resolveSite({ site: request.query.site });
      const pt = (request.query.lang ?? '').toLowerCase().startsWith('pt');
      const siteName = pt ? site.namePt : site.name;
      const live = room !== null && room.state !== 'offline';
      const title = `${room?.title || anchor.nick_name} - ${siteName}`;
      const status = pt ? (live ? 'Ao vivo agora' : 'Offline') : live ? '正在直播' : '未开播';
      const cover = live
        ? fillTemplate(ctx.config.live.coverUrlTemplate, streamNameOf(room.id))
        : room?.cover || anchor.avatar;
      return withShareMeta(html, {
        title,
        description: `${anchor.nick_name} · ${status}`,
        image: absolute(cover, request),
        url: `${request.protocol}://${request.host}${request.url}`,
      });
    },
  );
}
