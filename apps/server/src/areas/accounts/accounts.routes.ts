import {
  addAccountUser,
  createAccount,
  createAccountUser,
  exportAccounts,
  getAccount,
  getAccountQualification,
  listAccountChildren,
  listAccounts,
  listAccountUsers,
  listDsvAccounts,
  removeAccountUser,
  updateAccount,
} from "@ops/domain";
import type { FastifyPluginAsync } from "fastify";
import type { Db } from "../../db/client";
import { serve } from "../../platform/endpoints";
import { sendListExport } from "../../platform/list-export";
import { accountsExport } from "./account-exports";
import * as service from "./accounts.service";

/** Accounts, their children, members and qualification; reads serve operators and clients alike. */
export const accountsRoutes: FastifyPluginAsync<{ db: Db }> = async (app, { db }) => {
  serve(app, db, listAccounts, ({ query }, ctx) => service.listAccounts(ctx, query));
  serve(app, db, getAccount, ({ params }, ctx) => service.getAccount(ctx, params.id));
  serve(app, db, listAccountChildren, ({ params }, ctx) => service.listChildren(ctx, params.id));
  serve(app, db, exportAccounts, ({ query }, ctx, _request, reply) =>
    sendListExport(reply, ctx, accountsExport, query),
  );

  serve(app, db, listDsvAccounts, ({ query }, ctx) => service.listDsvs(ctx, query));
  serve(app, db, createAccount, ({ body }, ctx) => service.createAccount(ctx, body));
  serve(app, db, updateAccount, ({ params, body }, ctx) => service.updateAccount(ctx, params.id, body));
  serve(app, db, getAccountQualification, ({ params }, ctx) => service.getQualification(ctx, params.id));

  serve(app, db, listAccountUsers, ({ params, query }, ctx) =>
    service.listAccountUsers(ctx, params.id, query.role),
  );
  serve(app, db, addAccountUser, ({ params, body }, ctx) => service.addAccountUser(ctx, params.id, body));
  serve(app, db, createAccountUser, ({ params, body }, ctx) =>
    service.createAccountUser(ctx, params.id, body),
  );
  serve(app, db, removeAccountUser, async ({ params }, ctx) => {
    await service.removeAccountUser(ctx, params.id, params.userId);
    return undefined;
  });
};
