import { randomBytes } from 'node:crypto';
import { Type } from 'typebox';
import type { Clock, DatabaseService, Migration, StorageService, UploadedFile } from '@dcs/platform';
import type { LcmsModule } from 'lcms-wasm';
import { StoredFields } from '../common/crud-routes.ts';
import { searchText } from '../common/list-query.ts';
import { RecordStore, recordTableMigration, type StoredRecord } from '../common/record-store.ts';
import { inspectIccProfile } from './icc-header.ts';

export const IccProfileSchema = Type.Object({
  ...StoredFields,
  name: Type.String(),
  description: Type.String({ description: "The profile's own description tag." }),
  filename: Type.String(),
  version: Type.String(),
  profileClass: Type.String(),
  colorSpace: Type.String(),
  pcs: Type.String(),
  size: Type.Integer(),
  sha256: Type.String(),
  storageKey: Type.String(),
  isDefault: Type.Boolean({ description: 'The default output profile.' }),
});
export const IccProfilePatchSchema = Type.Object(
  { name: Type.Optional(Type.String({ minLength: 1, maxLength: 200 })), isDefault: Type.Optional(Type.Literal(true, { description: 'Make it the default output profile.' })) },
  { additionalProperties: false, minProperties: 1 },
);
export interface IccProfileFields {
  name: string;
  description: string;
  filename: string;
  version: string;
  profileClass: string;
  colorSpace: string;
  pcs: string;
  size: number;
  sha256: string;
  storageKey: string;
  isDefault: boolean;
}
export type IccProfile = IccProfileFields & StoredRecord;

export const iccProfileMigrations: Migration[] = [
  recordTableMigration('admin_icc_profiles', (t) => t.addColumn('name', 'text', (c) => c.notNull()).addColumn('is_default', 'integer', (c) => c.notNull())),
];

/** Uploaded ICC profiles, validated by header and LittleCMS, one of them the default output profile. */
export class IccProfileStore {
  readonly records: RecordStore<IccProfileFields>;
  readonly #storage: StorageService;
  readonly #lcms: () => Promise<LcmsModule>;

  constructor(deps: { database: DatabaseService; clock: Clock; storage: StorageService; lcms: () => Promise<LcmsModule> }) {
    this.#storage = deps.storage;
    this.#lcms = deps.lcms;
    this.records = new RecordStore<IccProfileFields>({
      ...deps,
      table: 'admin_icc_profiles',
      resource: 'ICC profile',
      columns: (p) => ({ name: p.name.toLowerCase(), is_default: p.isDefault ? 1 : 0 }),
      search: (p) => searchText(p.name, p.description, p.filename, p.colorSpace),
      sortColumns: { name: 'name' },
    });
  }

  async create(file: Pick<UploadedFile, 'path' | 'size' | 'filename'>, name?: string): Promise<IccProfile> {
    const info = await inspectIccProfile(file.path, file.size, this.#lcms);
    const { createReadStream } = await import('node:fs');
    const stored = await this.#storage.put(`icc/${randomBytes(12).toString('hex')}.icc`, createReadStream(file.path), { contentType: 'application/vnd.iccprofile' });
    const filename = (file.filename.split(/[\\/]/).pop() ?? 'profile.icc').slice(0, 200);
    try {
      const first = (await this.records.count()) === 0;
      return await this.records.insert({
        name: name?.trim() || info.description || filename,
        ...info,
        filename,
        size: stored.size,
        sha256: stored.sha256,
        storageKey: stored.key,
        isDefault: first && info.profileClass === 'prtr',
      });
    } catch (error) {
      await this.#storage.delete(stored.key);
      throw error;
    }
  }

  /** Makes one profile the default output profile and clears the flag on the others. */
  async makeDefault(id: number): Promise<IccProfile> {
    const profile = await this.records.get(id);
    for (const other of await this.records.findBy('is_default', 1)) if (other.id !== id) await this.records.replace(other.id, { ...other, isDefault: false });
    return this.records.replace(id, { ...profile, isDefault: true });
  }

  /** The output profile a printing method prints through: the one it names, else the default; null when neither. */
  async outputProfile(iccProfileId: number | null): Promise<IccProfile | null> {
    if (iccProfileId !== null) return this.records.get(iccProfileId);
    return (await this.records.findBy('is_default', 1))[0] ?? null;
  }

  async remove(id: number): Promise<void> {
    const profile = await this.records.get(id);
    await this.records.delete(id);
    await this.#storage.delete(profile.storageKey);
  }

  content(profile: IccProfile) {
    return this.#storage.get(profile.storageKey);
  }
}
