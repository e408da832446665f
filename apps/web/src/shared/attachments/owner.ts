import {
  deleteAccountDocument,
  deleteActivityDocument,
  deleteActivityPhoto,
  deleteAssetDocument,
  deleteAssetPhoto,
  downloadAccountDocument,
  downloadActivityDocument,
  downloadAssetDocument,
  type Endpoint,
  getActivityPhotoFile,
  getPhotoImage,
  listAccountDocuments,
  listActivityDocuments,
  listActivityPhotos,
  listAssetDocuments,
  listAssetPhotos,
  type Photo,
  uploadAccountDocument,
  uploadActivityDocument,
  uploadActivityPhoto,
  uploadAssetDocument,
  uploadAssetPhoto,
} from "@ops/domain";
import { call, urlOf } from "../endpoints";

/** What documents and photos hang off: an account, an activity (a load) or an asset. */
export type AttachmentOwner =
  | { kind: "account"; id: number }
  | { kind: "activity"; slug: string }
  | { kind: "asset"; ref: string };

/** Accounts keep documents only. */
export type PhotoOwner = Exclude<AttachmentOwner, { kind: "account" }>;

/** What every stored document shows in a list, whoever owns it. */
export type StoredDocument = {
  id: number;
  name: string;
  fileName: string;
  type: string;
  /** Absent where documents are never shared with the client (an asset's). */
  clientAccess?: boolean;
  /** An account's certificates expire. */
  expiryDate?: string | null;
  size: number;
  uploadedBy: string | null;
  createdAt: string;
};

/**
 * One owner's files through its endpoint descriptors. `list` (with `params`) keys the cache the
 * way `useEndpointQuery` does, so an area's own hook of the same list shares it.
 */
export type FileCalls<F> = {
  list: Endpoint;
  params: Record<string, string | number>;
  fetch: () => Promise<F[]>;
  fileUrl: (file: F) => string;
  upload: Endpoint;
  send: (form: FormData) => Promise<F>;
  remove: Endpoint;
  delete: (file: F) => Promise<unknown>;
  /** Other lists that show the same files and change with them. */
  alsoChanges: readonly Endpoint[];
};

/** The documents of each kind of owner. */
export function documentCalls(owner: AttachmentOwner): FileCalls<StoredDocument> {
  switch (owner.kind) {
    case "account": {
      const { id } = owner;
      return {
        list: listAccountDocuments,
        params: { id },
        fetch: () => call(listAccountDocuments, { params: { id } }),
        fileUrl: (d) => urlOf(downloadAccountDocument, { params: { id, documentId: d.id } }),
        upload: uploadAccountDocument,
        send: (form) => call(uploadAccountDocument, { params: { id }, form }),
        remove: deleteAccountDocument,
        delete: (d) => call(deleteAccountDocument, { params: { id, documentId: d.id } }),
        alsoChanges: [],
      };
    }
    case "activity": {
      const { slug } = owner;
      return {
        list: listActivityDocuments,
        params: { slug },
        fetch: () => call(listActivityDocuments, { params: { slug } }),
        fileUrl: (d) => urlOf(downloadActivityDocument, { params: { slug, id: d.id } }),
        upload: uploadActivityDocument,
        send: (form) => call(uploadActivityDocument, { params: { slug }, form }),
        remove: deleteActivityDocument,
        delete: (d) => call(deleteActivityDocument, { params: { slug, id: d.id } }),
        alsoChanges: [],
      };
    }
    case "asset": {
      const { ref } = owner;
      return {
        list: listAssetDocuments,
        params: { ref },
        fetch: () => call(listAssetDocuments, { params: { ref } }),
        fileUrl: (d) => urlOf(downloadAssetDocument, { params: { ref, id: d.id } }),
        upload: uploadAssetDocument,
        send: (form) => call(uploadAssetDocument, { params: { ref }, form }),
        remove: deleteAssetDocument,
        delete: (d) => call(deleteAssetDocument, { params: { ref, id: d.id } }),
        alsoChanges: [],
      };
    }
  }
}

/** The photos of each kind of owner; an asset's photo is one of its load's photos too. */
export function photoCalls(owner: PhotoOwner): FileCalls<Photo> {
  switch (owner.kind) {
    case "activity": {
      const { slug } = owner;
      return {
        list: listActivityPhotos,
        params: { slug },
        fetch: () => call(listActivityPhotos, { params: { slug } }),
        fileUrl: (p) => urlOf(getActivityPhotoFile, { params: { slug, id: p.id } }),
        upload: uploadActivityPhoto,
        send: (form) => call(uploadActivityPhoto, { params: { slug }, form }),
        remove: deleteActivityPhoto,
        delete: (p) => call(deleteActivityPhoto, { params: { slug, id: p.id } }),
        alsoChanges: [],
      };
    }
    case "asset": {
      const { ref } = owner;
      return {
        list: listAssetPhotos,
        params: { ref },
        fetch: () => call(listAssetPhotos, { params: { ref } }),
        fileUrl: (p) => urlOf(getPhotoImage, { params: { id: p.id } }),
        upload: uploadAssetPhoto,
        send: (form) => call(uploadAssetPhoto, { params: { ref }, form }),
        remove: deleteAssetPhoto,
        delete: (p) => call(deleteAssetPhoto, { params: { ref, id: p.id } }),
        alsoChanges: [listActivityPhotos],
      };
    }
  }
}

/** The owner as people read it in a message: the load's slug, the asset's barcode. */
export function ownerName(owner: AttachmentOwner): string {
  if (owner.kind === "account") return `account ${owner.id}`;
  return owner.kind === "activity" ? owner.slug : owner.ref;
}

/** The multipart body of an upload: text fields first (the server reads them before the file). */
export function uploadForm(file: File, fields: Record<string, string> = {}): FormData {
  const data = new FormData();
  for (const [key, value] of Object.entries(fields)) data.append(key, value);
  data.append("file", file, file.name);
  return data;
}
