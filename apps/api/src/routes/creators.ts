import { requireAuth, requireRole } from '../auth/context';
import { brandScope } from '../domain/access';
import { inviteCreator, searchCreators } from '../domain/proposal-invites';
import { findScopedProposal } from '../domain/proposals';
import { cleanOptionalText } from '../domain/text';
import { findCreatorByUsername, loadCreatorPublicProfile } from '../domain/creator-profiles';
import { readUpload, type UploadTarget } from '../domain/deals-media';
import {
  cleanCaption,
  deletePortfolioItem,
  findDeliveredFile,
  insertPortfolioItem,
  listCandidates,
  listPortfolio,
  PORTFOLIO_FULL,
  PORTFOLIO_LIMIT,
  portfolioSize,
  reorderPortfolio,
  setCaption,
  toPortfolioItem,
  type NewItemFiles,
  type PortfolioItemRow,
} from '../domain/portfolio';
import { conflict, fieldError, notFound } from '../http/errors';
import { created, noContent, ok, type HandlerGroup } from '../http/handler';
import type { AppContext } from '../context';
import {
  commitReceived,
  copyStored,
  readStored,
  removePicture,
  removeUpload,
  storePicture,
  storeReceivedPicture,
} from '../storage';

const CREATOR_NOT_FOUND = /*i18n*/ { id: 'Creator not found.' };
const ITEM_NOT_FOUND = /*i18n*/ { id: 'Portfolio item not found.' };
const FILE_NOT_FOUND = /*i18n*/ { id: 'File not found.' };

/** Portfolio files: images or videos, in the private `portfolio/` folder. */
const PORTFOLIO_UPLOAD: UploadTarget = {
  folder: 'portfolio',
  field: 'file',
  kinds: ['image', 'video'],
};

/** The creator's own view of an item: the deal is named even when its collaboration is hidden. */
const mine = (app: AppContext, row: PortfolioItemRow) =>
  toPortfolioItem(row, app.storageLinks, { showHiddenDeal: true });

/** Removes a new item's stored files (the write that was to keep them failed). */
async function removeFiles(app: AppContext, files: NewItemFiles) {
  if (files.kind === 'image') await removePicture(app.config, files.pictureBase);
  else await removeUpload(app.config, files.videoPath);
}

/** Saves a new item whose files are stored; they are removed again when the write fails. */
async function saveItem(
  app: AppContext,
  creatorId: number,
  files: NewItemFiles,
  values: { caption: string | null; dealId: number | null; mediaId: number | null },
) {
  try {
    return await app.db.transaction((tx) =>
      insertPortfolioItem(tx, creatorId, files, { ...values, now: app.now() }),
    );
  } catch (error) {
    await removeFiles(app, files);
    throw error;
  }
}

/** A full portfolio is refused before any file is stored. */
async function requireRoom(app: AppContext, creatorId: number) {
  if ((await portfolioSize(app.db, creatorId)) >= PORTFOLIO_LIMIT) throw conflict(PORTFOLIO_FULL);
}

/**
 * The operations tagged Creators: a creator's profile as brands, admins and the public see it,
 * and the creator's portfolio.
 */
export const creatorsHandlers = {
  async getCreatorProfile({ params, auth, app }) {
    const me = requireAuth(auth).user;
    const found = await findCreatorByUsername(app.db, params.username);
    // Brands and admins read any creator; a creator only themself.
    if (!found || (me.type === 'creator' && found.user.id !== me.id))
      throw notFound(CREATOR_NOT_FOUND);
    const ownProfile = found.user.id === me.id;
    return ok(
      await loadCreatorPublicProfile(app.db, found, {
        ownProfile,
        now: app.now(),
        links: app.storageLinks,
      }),
    );
  },

  async getPublicCreatorProfile({ params, app }) {
    const found = await findCreatorByUsername(app.db, params.username);
    if (!found || found.profile.visibility !== 'public') throw notFound(CREATOR_NOT_FOUND);
    return ok(
      await loadCreatorPublicProfile(app.db, found, {
        ownProfile: false,
        now: app.now(),
        links: app.storageLinks,
      }),
    );
  },

  async listMyPortfolio({ auth, app }) {
    const me = requireRole(auth, 'creator').user;
    const rows = await listPortfolio(app.db, me.id);
    return ok({ data: rows.map((row) => mine(app, row)) });
  },

  async addPortfolioItem({ auth, app, req }) {
    const me = requireRole(auth, 'creator').user;
    const upload = await readUpload(req, app.config, ['caption'], PORTFOLIO_UPLOAD);
    try {
      const caption = cleanCaption(upload.fields.caption);
      await requireRoom(app, me.id);
      const { received } = upload.file;
      let files: NewItemFiles;
      if (received.type?.kind === 'image') {
        const picture = await storeReceivedPicture(app.config, received, PORTFOLIO_UPLOAD.field);
        files = { kind: 'image', pictureBase: picture.base, ...picture };
      } else {
        const stored = await commitReceived(app.config, received, {
          field: PORTFOLIO_UPLOAD.field,
          kinds: ['video'],
        });
        files = { kind: 'video', videoPath: stored.path };
      }
      const row = await saveItem(app, me.id, files, { caption, dealId: null, mediaId: null });
      return created(mine(app, row));
    } finally {
      await upload.discard();
    }
  },

  async addPortfolioItemFromMedia({ auth, body, app }) {
    const me = requireRole(auth, 'creator').user;
    const caption = cleanCaption(body.caption);
    const file = await findDeliveredFile(app.db, me.id, body.media_id);
    if (!file) throw notFound(FILE_NOT_FOUND);
    await requireRoom(app, me.id);
    let files: NewItemFiles;
    if (file.type === 'image') {
      const bytes = await readStored(app.config, file.path);
      if (!bytes) throw notFound(FILE_NOT_FOUND);
      const picture = await storePicture(app.config, 'portfolio', bytes, 'media_id');
      files = { kind: 'image', pictureBase: picture.base, ...picture };
    } else {
      const videoPath = await copyStored(app.config, file.path, 'portfolio');
      if (!videoPath) throw notFound(FILE_NOT_FOUND);
      files = { kind: 'video', videoPath };
    }
    const row = await saveItem(app, me.id, files, {
      caption,
      dealId: file.dealId,
      mediaId: file.id,
    });
    return created(mine(app, row));
  },

  async listPortfolioCandidates({ auth, app }) {
    const me = requireRole(auth, 'creator').user;
    return ok({ data: await listCandidates(app.db, me.id, app.storageLinks) });
  },

  async reorderPortfolio({ auth, body, app }) {
    const me = requireRole(auth, 'creator').user;
    const rows = await app.db.transaction(async (tx) => {
      await reorderPortfolio(tx, me.id, body.ids);
      return listPortfolio(tx, me.id);
    });
    return ok({ data: rows.map((row) => mine(app, row)) });
  },

  async updatePortfolioItem({ auth, params, body, app }) {
    const me = requireRole(auth, 'creator').user;
    const caption = cleanCaption(body.caption);
    const row = await setCaption(app.db, me.id, params.id, caption);
    if (!row) throw notFound(ITEM_NOT_FOUND);
    return ok(mine(app, row));
  },

  async deletePortfolioItem({ auth, params, app }) {
    const me = requireRole(auth, 'creator').user;
    const removed = await app.db.transaction((tx) => deletePortfolioItem(tx, me.id, params.id));
    if (!removed) throw notFound(ITEM_NOT_FOUND);
    await removePicture(app.config, removed.pictureBase);
    await removeUpload(app.config, removed.videoPath);
    return noContent();
  },

  async listBrandCreators({ query, auth, app }) {
    const me = requireRole(auth, 'brand', 'admin');
    const { min_followers: min, max_followers: max } = query;
    if (min !== undefined && max !== undefined && max < min) {
      throw fieldError(
        'max_followers',
        /*i18n*/ { id: 'The maximum followers must be at least the minimum.' },
      );
    }
    return ok(await searchCreators(app.db, await brandScope(app.db, me), query));
  },

  async inviteCreatorToProposal({ params, body, auth, app, req }) {
    const me = requireRole(auth, 'brand', 'admin');
    // A proposal of one of the caller's brands (admins: every brand), else 404.
    const proposal = await findScopedProposal(app.db, params.id, await brandScope(app.db, me));
    const message = cleanOptionalText(body.message, 'multiline') || null;
    const invite = await inviteCreator(
      app,
      me,
      {
        id: proposal.row.id,
        name: proposal.row.name,
        status: proposal.row.status,
        brandName: proposal.brand.name,
      },
      body.username,
      message,
      req.ip,
    );
    return created(invite);
  },
} satisfies HandlerGroup;
