/** Loads the demo data (an empty database only; see `isDatabaseEmpty`). */
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { hashPassword, randomSecret } from '../../auth/secrets';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import {
  activityLogs,
  applications,
  brandManagers,
  brandPhotos,
  brands,
  categories,
  conversationReads,
  conversations,
  creatorCategories,
  creatorProfiles,
  deals,
  media,
  messages,
  notifications,
  portfolioItems,
  proposalCategories,
  proposalInvites,
  proposals,
  scheduledNotifications,
  taskTemplates,
  tasks,
  users,
} from '../../db/schema';
import { freeUsername, takenUsernames } from '../../domain/creator-profiles';
import { firstFreeSlug } from '../../domain/text';
import { fullName } from '../../lib/names';
import { DEMO_PASSWORD } from './accounts';
import { APPLICATIONS } from './applications';
import { INVITES } from './invites';
import { BRANDS } from './brands';
import { CATEGORIES } from './categories';
import { DAY, HOUR, type BrandKey, type CategoryKey, type UserKey } from './keys';
import { picturePath } from '../../storage';
import { drawPng, storeDrawing } from './drawing';
import { avatarImage } from './png';
import { storeDemoPortfolios } from './portfolios';
import { brandLogoSvg, brandPhotoSvg, mediaPictureSvg, proposalPictureSvg } from './pictures';
import { PROFILES, type DemoProfile } from './profiles';
import { PROPOSALS, type DemoProposal } from './proposals';
import { USERS } from './users';

/** True when nothing has been created yet (no users, brands, categories or proposals). */
export async function isDatabaseEmpty(db: Db): Promise<boolean> {
  for (const table of [users, brands, categories, proposals]) {
    if ((await db.$count(table)) > 0) return false;
  }
  return true;
}

const IP = {
  clara: '192.0.2.10',
  brand: '192.0.2.24',
  creator: '198.51.100.7',
} as const;

function one<T>(rows: T[], what: string): T {
  const [row] = rows;
  if (row === undefined) throw new Error(`Demo data: ${what} was not created.`);
  return row;
}

function must<K, V>(map: Map<K, V>, key: K, what: string): V {
  const value = map.get(key);
  if (value === undefined) throw new Error(`Demo data: unknown ${what} "${String(key)}".`);
  return value;
}

/**
 * Loads the demo marketplace in one transaction: users (the three demo accounts of **Demo data** in
 * docs/decisions.md and more brands and creators), categories, proposals in every status with their
 * settings, task templates and images, applications in every status, deals with tasks and chats,
 * notifications, activity logs and scheduled notifications. Dates are relative to `now`.
 */
export async function loadDemoData(db: Db, config: Config, now: Date = new Date()): Promise<void> {
  const at = (days: number, hours = 0) => new Date(now.getTime() + days * DAY + hours * HOUR);
  const ago = (days: number, hours = 0) => at(-days, hours);
  const dateOnly = (date: Date) => date.toISOString().slice(0, 10);
  const passwordHash = await hashPassword(DEMO_PASSWORD);

  // Images first (outside the transaction: files are harmless if it rolls back).
  const storage = (folder: string) => join(config.storageDir, folder);
  await Promise.all(
    ['proposals', 'avatars', 'brands', 'media'].map((folder) =>
      mkdir(storage(folder), { recursive: true }),
    ),
  );
  // Each proposal's own picture, in its category's palette (`proposalPictureSvg`).
  const proposalImages = new Map(
    await Promise.all(
      PROPOSALS.filter((proposal) => proposal.picture).map(
        async (proposal) =>
          [
            proposal.key,
            picturePath(
              (
                await storeDrawing(
                  config,
                  'proposals',
                  proposalPictureSvg(proposal.categories, proposal.slug),
                )
              ).base,
              1200,
            ),
          ] as const,
      ),
    ),
  );
  const avatarPaths = new Map<UserKey, string>();
  for (const user of USERS) {
    if (!user.avatar) continue;
    const name = `demo-${user.key}.png`;
    await writeFile(join(storage('avatars'), name), avatarImage(user.avatar[0], user.avatar[1]));
    avatarPaths.set(user.key, `/storage/avatars/${name}`);
  }
  // Logos and photos through storePicture, as uploads would be, drawn at once (sharp's threads).
  const brandPictures = new Map(
    await Promise.all(
      BRANDS.map(
        async (brand) =>
          [
            brand.key,
            {
              logo: await storeDrawing(config, 'brands', brandLogoSvg(brand.logo)),
              photos: await Promise.all(
                brand.photos.map((photo, index) =>
                  storeDrawing(config, 'brands', brandPhotoSvg(photo.colors, index)),
                ),
              ),
            },
          ] as const,
      ),
    ),
  );
  const mediaFiles = [
    {
      name: 'demo-terrace-verdi.png',
      original: 'terrace-verdi.png',
      width: 960,
      height: 600,
      motif: 'street' as const,
      colours: ['#f6bd60', '#3d5a40'] as const,
      by: 'jordi' as const,
      deal: false,
      daysAgo: 30,
    },
    {
      name: 'demo-vermut-pour.png',
      original: 'vermut-pour.png',
      width: 600,
      height: 750,
      motif: 'glass' as const,
      colours: ['#e4a363', '#7b2d26'] as const,
      by: 'laia' as const,
      deal: true,
      daysAgo: 1,
    },
  ];
  const mediaBytes = await Promise.all(
    mediaFiles.map((file) =>
      drawPng(mediaPictureSvg(file.motif, file.colours, file.width, file.height)),
    ),
  );
  for (const [index, file] of mediaFiles.entries()) {
    await writeFile(join(storage('media'), file.name), mediaBytes[index] ?? Buffer.alloc(0));
  }
  const portfolioPictures = await storeDemoPortfolios(config);

  await db.transaction(async (tx) => {
    // Users
    const insertedUsers = await tx
      .insert(users)
      .values(
        USERS.map((user) => ({
          type: user.type,
          firstName: user.firstName,
          lastName: user.lastName,
          email: user.email,
          passwordHash,
          avatarPath: avatarPaths.get(user.key) ?? null,
          status: user.disabled ? ('disabled' as const) : ('active' as const),

          lastLoginAt: user.disabled ? null : ago(Math.min(user.joinedDaysAgo, 3), -2),
          createdAt: ago(user.joinedDaysAgo),
          updatedAt: ago(Math.min(user.joinedDaysAgo, 20)),
        })),
      )
      .returning();
    const userIds = new Map<UserKey, number>();
    const userNames = new Map<UserKey, string>();
    for (const user of USERS) {
      const row = insertedUsers.find((r) => r.email === user.email);
      if (!row) throw new Error(`Demo data: user ${user.email} was not created.`);
      userIds.set(user.key, row.id);
      userNames.set(user.key, fullName(user));
    }
    const uid = (key: UserKey) => must(userIds, key, 'user');
    const uname = (key: UserKey) => must(userNames, key, 'user');

    // Categories: reuse ones that already exist with the same slug.
    await tx
      .insert(categories)
      .values(
        CATEGORIES.map((category) => ({
          name: category.name,
          slug: category.slug,
          description: category.description,
          createdAt: ago(300),
        })),
      )
      .onConflictDoNothing();
    const categoryRows = await tx.select().from(categories);
    const categoryIds = new Map<CategoryKey, number>();
    for (const category of CATEGORIES) {
      const row = categoryRows.find((r) => r.slug === category.slug);
      if (!row) throw new Error(`Demo data: category ${category.slug} is missing.`);
      categoryIds.set(category.key, row.id);
    }
    const cid = (key: CategoryKey) => must(categoryIds, key, 'category');

    // Creator profiles and their categories
    const profileEntries = Object.entries(PROFILES) as [UserKey, DemoProfile][];
    // Loaded beside other creators (the tests' world), a username may be taken: add a number.
    const taken = await takenUsernames(tx);
    const usernames = new Map<UserKey, string>();
    for (const [key, profile] of profileEntries) {
      const username = freeUsername(taken, profile.username);
      taken.add(username.toLowerCase());
      usernames.set(key, username);
    }
    await tx.insert(creatorProfiles).values(
      profileEntries.map(([key, profile]) => ({
        userId: uid(key),
        username: must(usernames, key, 'username'),
        visibility: profile.visibility,
        barri: profile.barri,
        languages: profile.languages,
        bio: profile.bio,
        city: profile.city,
        instagramHandle: profile.instagramHandle,
        instagramFollowers: profile.instagramFollowers,
        instagramFollowersUpdatedAt: ago(profile.followersUpdatedDaysAgo.instagram, 3),
        tiktokHandle: profile.tiktokHandle,
        tiktokFollowers: profile.tiktokFollowers,
        tiktokFollowersUpdatedAt:
          profile.followersUpdatedDaysAgo.tiktok === null
            ? null
            : ago(profile.followersUpdatedDaysAgo.tiktok, 5),
        gender: profile.gender,
        birthDate: profile.birthDate,
        acceptsInvites: profile.acceptsInvites ?? true,
      })),
    );
    await tx
      .insert(creatorCategories)
      .values(
        profileEntries.flatMap(([key, profile]) =>
          profile.categories.map((category) => ({ userId: uid(key), categoryId: cid(category) })),
        ),
      );

    // Brands and their managers
    const brandIds = new Map<BrandKey, number>();
    const brandManagerOf = new Map<BrandKey, UserKey>();
    // Loaded beside other brands (the tests' world), a slug may be taken: add a number.
    const takenSlugs = new Set(
      (await tx.select({ slug: brands.slug }).from(brands)).map((b) => b.slug),
    );
    for (const brand of BRANDS) {
      const pictures = must(brandPictures, brand.key, 'brand pictures');
      const row = one(
        await tx
          .insert(brands)
          .values({
            name: brand.name,
            description: brand.description,
            website: brand.website,
            instagramHandle: brand.instagramHandle,
            slug: firstFreeSlug(brand.slug, takenSlugs),
            address: brand.address,
            barri: brand.barri,
            city: 'Barcelona',
            logoBase: pictures.logo.base,
            logoWidth: pictures.logo.width,
            logoHeight: pictures.logo.height,
            createdAt: ago(brand.joinedDaysAgo),
            updatedAt: ago(Math.min(brand.joinedDaysAgo, 30)),
          })
          .returning(),
        `brand ${brand.name}`,
      );
      brandIds.set(brand.key, row.id);
      takenSlugs.add(row.slug);
      if (brand.photos.length > 0) {
        await tx.insert(brandPhotos).values(
          brand.photos.map((photo, position) => {
            const picture = pictures.photos[position];
            if (!picture) throw new Error(`Demo data: a photo of ${brand.name} was not stored.`);
            return {
              brandId: row.id,
              pictureBase: picture.base,
              width: picture.width,
              height: picture.height,
              alt: photo.alt,
              position,
              createdAt: ago(Math.max(1, brand.joinedDaysAgo - 10 - position)),
            };
          }),
        );
      }
      const [firstManager] = brand.managers;
      if (firstManager) brandManagerOf.set(brand.key, firstManager);
      await tx
        .insert(brandManagers)
        .values(brand.managers.map((manager) => ({ brandId: row.id, userId: uid(manager) })));
    }
    const bid = (key: BrandKey) => must(brandIds, key, 'brand');
    const brandName = (key: BrandKey) => BRANDS.find((brand) => brand.key === key)?.name ?? 'Brand';

    // Proposals, categories and task templates
    const proposalRows = new Map<
      string,
      { id: number; demo: DemoProposal; templates: (typeof taskTemplates.$inferSelect)[] }
    >();
    const activity: (typeof activityLogs.$inferInsert)[] = [];
    for (const proposal of PROPOSALS) {
      const { posting_deadline: deadline, ...settings } = proposal.settings;
      const created = ago(proposal.createdDaysAgo, 10);
      const row = one(
        await tx
          .insert(proposals)
          .values({
            name: proposal.name,
            slug: proposal.slug,
            secretSlug: randomSecret(12),
            description: proposal.description,
            requirements: proposal.requirements,
            status: proposal.status,
            startDate: proposal.start === null ? null : dateOnly(at(proposal.start)),
            endDate: proposal.end === null ? null : dateOnly(at(proposal.end)),
            imagePath: proposalImages.get(proposal.key) ?? null,
            brandId: bid(proposal.brand),
            userId: uid(proposal.author),
            settings: {
              ...settings,
              posting_deadline: deadline === null ? null : dateOnly(at(deadline)),
            },
            ...(proposal.usage && {
              usageScope: proposal.usage.scope,
              usageMonths: proposal.usage.months,
            }),
            createdAt: created,
            updatedAt: ago(Math.max(0, proposal.createdDaysAgo - 2), 12),
          })
          .returning(),
        `proposal ${proposal.slug}`,
      );
      await tx
        .insert(proposalCategories)
        .values(proposal.categories.map((key) => ({ proposalId: row.id, categoryId: cid(key) })));
      const templates = await tx
        .insert(taskTemplates)
        .values(
          proposal.templates.map((template, index) => ({
            proposalId: row.id,
            name: template.name,
            description: template.description,
            assigneeType: template.assignee,
            daysToComplete: template.days,
            sortOrder: index,
          })),
        )
        .returning();
      templates.sort((a, b) => a.sortOrder - b.sortOrder);
      proposalRows.set(proposal.key, { id: row.id, demo: proposal, templates });
      activity.push({
        userId: uid(proposal.author),
        action: 'proposal.created',
        description: `Created the proposal "${proposal.name}" for ${brandName(proposal.brand)}.`,
        subjectType: 'proposal',
        subjectId: row.id,
        ipAddress: proposal.author === 'clara' ? IP.clara : IP.brand,
        createdAt: created,
      });
      if (proposal.status !== 'draft') {
        activity.push({
          userId: uid(proposal.author),
          action: 'proposal.updated',
          description: `Published the proposal "${proposal.name}".`,
          subjectType: 'proposal',
          subjectId: row.id,
          ipAddress: proposal.author === 'clara' ? IP.clara : IP.brand,
          createdAt: ago(Math.max(0, proposal.createdDaysAgo - 2), 12),
        });
      }
    }

    // Applications, deals, tasks and chats
    const notificationRows: (typeof notifications.$inferInsert)[] = [];
    const dealIds = new Map<string, number>();
    for (const demo of APPLICATIONS) {
      const proposal = must(proposalRows, demo.proposal, 'proposal');
      const brandKey = proposal.demo.brand;
      const manager = must(brandManagerOf, brandKey, 'brand manager');
      const applied = ago(demo.appliedDaysAgo, 9);
      const decided = demo.decidedDaysAgo === undefined ? applied : ago(demo.decidedDaysAgo, 11);
      const application = one(
        await tx
          .insert(applications)
          .values({
            proposalId: proposal.id,
            creatorId: uid(demo.creator),
            status: demo.status,
            message: demo.message,
            createdAt: applied,
            updatedAt: decided,
          })
          .returning(),
        'application',
      );
      const creatorName = uname(demo.creator);
      /** An entry of the application's log, by one side. */
      const logApplication = (
        by: UserKey,
        verb: 'created' | 'rejected' | 'accepted',
        description: string,
        ipAddress: string,
        createdAt: Date,
      ) =>
        activity.push({
          userId: uid(by),
          action: `application.${verb}`,
          description,
          subjectType: 'application',
          subjectId: application.id,
          ipAddress,
          createdAt,
        });
      logApplication(
        demo.creator,
        'created',
        `${creatorName} applied to "${proposal.demo.name}".`,
        IP.creator,
        applied,
      );
      notificationRows.push({
        userId: uid(manager),
        type: 'application_received',
        title: 'New application',
        body: `${creatorName} applied to ${proposal.demo.name}.`,
        link: `/app/brand/proposals/${proposal.id}`,
        data: { proposal_id: proposal.id, application_id: application.id },
        readAt: demo.appliedDaysAgo > 3 ? ago(demo.appliedDaysAgo - 1) : null,
        createdAt: applied,
      });

      if (demo.status === 'rejected') {
        logApplication(
          manager,
          'rejected',
          `Rejected ${creatorName}'s application to "${proposal.demo.name}".`,
          IP.brand,
          decided,
        );
        notificationRows.push({
          userId: uid(demo.creator),
          type: 'application_rejected',
          title: 'Application not selected',
          body: `${brandName(brandKey)} did not select your application to ${proposal.demo.name} this time.`,
          link: `/app/creator/proposals/${proposal.id}`,
          data: { proposal_id: proposal.id, application_id: application.id },
          readAt: (demo.decidedDaysAgo ?? 0) > 4 ? ago((demo.decidedDaysAgo ?? 0) - 1) : null,
          createdAt: decided,
        });
      }
      if (demo.status !== 'accepted') continue;

      const progress = demo.progress ?? [];
      const allDone =
        progress.length === proposal.templates.length && progress.every((p) => p === 'done');
      const chat = demo.chat ?? [];
      const lastAt = chat.reduce(
        (latest, message) => Math.max(latest, decided.getTime() + message.after * HOUR),
        decided.getTime(),
      );
      const deal = one(
        await tx
          .insert(deals)
          .values({
            applicationId: application.id,
            proposalId: proposal.id,
            brandId: bid(brandKey),
            creatorId: uid(demo.creator),
            status: allDone ? 'completed' : 'active',
            // Completed with the last word of its chat.
            completedAt: allDone ? new Date(Math.min(now.getTime() - HOUR, lastAt)) : null,
            hiddenOnProfile: demo.hidden ?? false,
            createdAt: decided,
            updatedAt: decided,
          })
          .returning(),
        'deal',
      );
      dealIds.set(`${demo.proposal}:${demo.creator}`, deal.id);
      logApplication(
        manager,
        'accepted',
        `Accepted ${creatorName}'s application to "${proposal.demo.name}" and created deal #${deal.id}.`,
        IP.brand,
        decided,
      );
      notificationRows.push({
        userId: uid(demo.creator),
        type: 'application_accepted',
        title: 'Application accepted',
        body: `${brandName(brandKey)} accepted your application to ${proposal.demo.name}.`,
        link: `/app/creator/deals/${deal.id}`,
        data: { deal_id: deal.id, proposal_id: proposal.id },
        readAt: (demo.decidedDaysAgo ?? 0) > 1 ? ago((demo.decidedDaysAgo ?? 0) - 1) : null,
        createdAt: decided,
      });

      // Tasks copied from the templates; due on acceptance date + days_to_complete.
      const taskRows = proposal.templates.map((template, index) => {
        const state = progress[index] ?? 'open';
        const due = new Date(decided.getTime() + template.daysToComplete * DAY);
        const doneAt = new Date(
          Math.min(now.getTime() - HOUR, decided.getTime() + template.daysToComplete * DAY * 0.6),
        );
        const brandDone = state === 'done' || state === 'brand';
        const creatorDone = state === 'done' || state === 'creator';
        return {
          dealId: deal.id,
          name: template.name,
          description: template.description,
          assigneeType: template.assigneeType,
          dueDate: dateOnly(due),
          sortOrder: template.sortOrder,
          brandCompleted: brandDone,
          creatorCompleted: creatorDone,
          brandCompletedAt: brandDone ? doneAt : null,
          creatorCompletedAt: creatorDone ? doneAt : null,
        };
      });
      await tx.insert(tasks).values(taskRows);
      for (const task of taskRows) {
        const dueIn = (new Date(`${task.dueDate}T00:00:00Z`).getTime() - now.getTime()) / DAY;
        const openForCreator = !task.creatorCompleted && task.assigneeType === 'creator';
        if (openForCreator && dueIn >= -1 && dueIn <= 3) {
          notificationRows.push({
            userId: uid(demo.creator),
            type: 'task_due_soon',
            title: 'Task due soon',
            body: `"${task.name}" for ${proposal.demo.name} is due on ${task.dueDate}.`,
            link: `/app/creator/deals/${deal.id}`,
            data: { deal_id: deal.id },
            readAt: null,
            createdAt: ago(0, -6),
          });
        }
        if (task.brandCompleted && task.creatorCompleted) {
          notificationRows.push({
            userId: uid(task.assigneeType === 'creator' ? manager : demo.creator),
            type: 'task_completed',
            title: 'Task completed',
            body: `"${task.name}" is done on ${proposal.demo.name}.`,
            link:
              task.assigneeType === 'creator'
                ? `/app/brand/deals/${deal.id}`
                : `/app/creator/deals/${deal.id}`,
            data: { deal_id: deal.id },
            readAt: task.brandCompletedAt ?? null,
            createdAt: task.brandCompletedAt ?? decided,
          });
        }
      }

      // One conversation per deal, with both sides talking.
      const conversation = one(
        await tx
          .insert(conversations)
          .values({ dealId: deal.id, createdAt: decided, updatedAt: new Date(lastAt) })
          .returning(),
        'conversation',
      );
      const sent =
        chat.length === 0
          ? []
          : await tx
              .insert(messages)
              .values(
                chat.map((message) => ({
                  conversationId: conversation.id,
                  senderId: uid(message.from === 'creator' ? demo.creator : manager),
                  body: message.body,
                  clientId: null,
                  createdAt: new Date(
                    Math.min(now.getTime() - 5 * 60_000, decided.getTime() + message.after * HOUR),
                  ),
                })),
              )
              .returning();
      sent.sort((a, b) => a.id - b.id);
      const readPrefix = (side: 'creator' | 'brand') => {
        const n = demo.read?.[side] ?? sent.length;
        return n > 0 ? (sent[Math.min(n, sent.length) - 1]?.id ?? 0) : 0;
      };
      await tx.insert(conversationReads).values([
        {
          conversationId: conversation.id,
          userId: uid(demo.creator),
          lastReadMessageId: readPrefix('creator'),
        },
        {
          conversationId: conversation.id,
          userId: uid(manager),
          lastReadMessageId: readPrefix('brand'),
        },
      ]);
      const last = sent[sent.length - 1];
      const lastDemo = chat[chat.length - 1];
      if (last && lastDemo) {
        const recipient = lastDemo.from === 'creator' ? 'brand' : 'creator';
        const senderName = lastDemo.from === 'creator' ? creatorName : brandName(brandKey);
        const unread = readPrefix(recipient) < last.id;
        notificationRows.push({
          userId: uid(recipient === 'creator' ? demo.creator : manager),
          type: 'message_received',
          title: `New message from ${senderName}`,
          body: last.body,
          link: `/app/${recipient === 'creator' ? 'creator' : 'brand'}/chat/${conversation.id}`,
          data: { conversation_id: conversation.id, message_id: last.id },
          readAt: unread
            ? null
            : new Date(Math.min(now.getTime(), last.createdAt.getTime() + HOUR)),
          createdAt: last.createdAt,
        });
      }
    }

    // A media library for Vermut Gràcia, one file delivered on Laia's deal.
    const laiaDeal = dealIds.get('vermut-summer:laia');
    await tx.insert(media).values(
      mediaFiles.map((file, index) => ({
        brandId: bid('vermut'),
        dealId: file.deal ? (laiaDeal ?? null) : null,
        uploadedBy: uid(file.by),
        type: 'image' as const,
        path: `/storage/media/${file.name}`,
        thumbnailPath: null,
        mimeType: 'image/png',
        sizeBytes: mediaBytes[index]?.length ?? 0,
        originalName: file.original,
        width: file.width,
        height: file.height,
        durationSeconds: null,
        createdAt: ago(file.daysAgo),
      })),
    );

    // Portfolios, in the order written; some made for one of the creator's completed deals.
    const positions = new Map<UserKey, number>();
    await tx.insert(portfolioItems).values(
      portfolioPictures.map(({ creator, item, picture }) => {
        const position = (positions.get(creator) ?? 0) + 1;
        positions.set(creator, position);
        return {
          creatorId: uid(creator),
          kind: 'image' as const,
          caption: item.caption,
          pictureBase: picture.base,
          width: picture.width,
          height: picture.height,
          dealId: item.deal ? must(dealIds, item.deal, 'deal') : null,
          position,
          createdAt: ago(30 - position),
        };
      }),
    );

    // Scheduled notifications: one in each status; the sent one reached everybody.
    const activeUsers = USERS.filter((user) => !user.disabled);
    const merceSentAt = ago(62, -9);
    /** Still to be sent: scheduled by Clara yesterday. */
    const scheduledYesterday = {
      status: 'scheduled',
      sentAt: null,
      recipientsCount: null,
      createdBy: uid('clara'),
      createdAt: ago(1),
      updatedAt: ago(1),
    } as const;
    await tx.insert(scheduledNotifications).values([
      {
        title: 'La Mercè is here',
        body: 'Five days of castells, correfocs and concerts: the perfect week to post about the city.',
        audience: 'all',
        sendAt: merceSentAt,
        status: 'sent',
        sentAt: merceSentAt,
        recipientsCount: activeUsers.length,
        createdBy: uid('clara'),
        createdAt: ago(70),
        updatedAt: merceSentAt,
      },
      {
        title: 'Christmas collaborations are open',
        body: 'Brands across Barcelona are publishing their Christmas proposals. Apply early!',
        audience: 'creators',
        sendAt: at(9, 8),
        ...scheduledYesterday,
      },
      {
        title: 'Plan your January proposals',
        body: 'January is quiet for restaurants: a good time to invite creators. Here are three ideas.',
        audience: 'user',
        userId: uid('jordi'),
        sendAt: at(32, 9),
        ...scheduledYesterday,
      },
      {
        title: 'Black Friday reminder',
        body: 'Remember to pause proposals you cannot serve during Black Friday week.',
        audience: 'brands',
        sendAt: at(4, 10),
        status: 'cancelled',
        sentAt: null,
        recipientsCount: null,
        createdBy: uid('clara'),
        createdAt: ago(8),
        updatedAt: ago(5),
      },
    ]);
    for (const user of activeUsers) {
      if (user.joinedDaysAgo < 62) continue;
      notificationRows.push({
        userId: uid(user.key),
        type: 'announcement',
        title: 'La Mercè is here',
        body: 'Five days of castells, correfocs and concerts: the perfect week to post about the city.',
        link: null,
        data: null,
        readAt: user.key === 'laia' || user.key === 'jordi' ? null : ago(61),
        createdAt: merceSentAt,
      });
    }
    // Invitations to apply, each with the creator's notification.
    for (const invite of INVITES) {
      const proposal = must(proposalRows, invite.proposal, 'proposal');
      const brand = brandName(proposal.demo.brand);
      const createdAt = ago(invite.daysAgo, 10);
      const row = one(
        await tx
          .insert(proposalInvites)
          .values({
            proposalId: proposal.id,
            creatorId: uid(invite.creator),
            invitedBy: uid(invite.by),
            message: invite.message,
            createdAt,
          })
          .returning(),
        'invite',
      );
      notificationRows.push({
        userId: uid(invite.creator),
        type: 'proposal_invite',
        title: `${brand} invited you to apply`,
        body: invite.message
          ? `${brand} would like you to apply to ${proposal.demo.name}. Their message: ${invite.message}`
          : `${brand} would like you to apply to ${proposal.demo.name}.`,
        link: `/app/creator/proposals/${proposal.id}`,
        data: { proposal_id: proposal.id, invite_id: row.id },
        readAt: null,
        createdAt,
      });
      activity.push({
        userId: uid(invite.by),
        action: 'proposal.invite',
        description: `${uname(invite.by)} invited ${uname(invite.creator)} to apply to "${proposal.demo.name}".`,
        subjectType: 'proposal',
        subjectId: proposal.id,
        ipAddress: IP.brand,
        createdAt,
      });
    }
    notificationRows.sort((a, b) => (a.createdAt?.getTime() ?? 0) - (b.createdAt?.getTime() ?? 0));
    await tx.insert(notifications).values(notificationRows);

    // Sign-ins, the admin's own work, and changes made while impersonating a brand user.
    for (const user of USERS) {
      if (user.disabled) continue;
      activity.push({
        userId: uid(user.key),
        action: 'auth.login',
        description: `${user.firstName} ${user.lastName} signed in.`,
        subjectType: 'user',
        subjectId: uid(user.key),
        ipAddress: user.type === 'admin' ? IP.clara : user.type === 'brand' ? IP.brand : IP.creator,
        createdAt: ago(Math.min(user.joinedDaysAgo, 3), -2),
      });
    }
    const pepita = must(proposalRows, 'pepita-tapas', 'proposal');
    activity.push(
      {
        userId: uid('clara'),
        action: 'user.disabled',
        description: 'Disabled Quim Serrano: repeated no-shows at accepted deals.',
        subjectType: 'user',
        subjectId: uid('quim'),
        ipAddress: IP.clara,
        createdAt: ago(11, 4),
      },
      {
        userId: uid('clara'),
        action: 'brand.created',
        description: 'Created the brand Jardí Yoga Studio.',
        subjectType: 'brand',
        subjectId: bid('jardi'),
        ipAddress: IP.clara,
        createdAt: ago(120),
      },
      {
        userId: uid('clara'),
        action: 'impersonation.started',
        description: `Clara Roig started impersonating ${uname('rosa')}.`,
        subjectType: 'user',
        subjectId: uid('rosa'),
        ipAddress: IP.clara,
        createdAt: ago(16, 3),
      },
      {
        userId: uid('rosa'),
        impersonatorId: uid('clara'),
        action: 'impersonation.write',
        description: `Clara Roig as ${uname('rosa')}: PUT /api/brand/proposals/:id`,
        subjectType: 'proposal',
        subjectId: pepita.id,
        ipAddress: IP.clara,
        createdAt: ago(16, 3.2),
      },
      {
        userId: uid('clara'),
        action: 'impersonation.exited',
        description: `Clara Roig stopped impersonating ${uname('rosa')}.`,
        subjectType: 'user',
        subjectId: uid('rosa'),
        ipAddress: IP.clara,
        createdAt: ago(16, 3.3),
      },
      {
        userId: uid('clara'),
        action: 'scheduled_notification.cancelled',
        description: 'Cancelled the scheduled notification "Black Friday reminder".',
        subjectType: 'scheduled_notification',
        ipAddress: IP.clara,
        createdAt: ago(5),
      },
    );
    activity.sort((a, b) => (a.createdAt?.getTime() ?? 0) - (b.createdAt?.getTime() ?? 0));
    await tx.insert(activityLogs).values(activity);
  });
}
