import { defineErrors } from '../error-definition.ts';

/**
 * Errors of addon packages: the ZIP archive, the manifest, signatures, license keys and installation.
 * `docs/addon-packages.md` explains each refusal.
 */
export const addonErrors = defineErrors({
  // The archive itself (safe ZIP reader).
  svc_addon_zip_invalid: { status: 422, message: 'The uploaded file is not a readable ZIP archive: {reason}' },
  svc_addon_zip_too_large: { status: 413, message: 'The ZIP archive is larger than the limit of {limit} bytes.' },
  svc_addon_zip_too_many_entries: { status: 413, message: 'The ZIP archive holds more than {limit} entries.' },
  svc_addon_zip_file_too_large: {
    status: 413,
    message: 'The file "{path}" in the ZIP archive is larger than the limit of {limit} bytes.',
  },
  svc_addon_zip_total_too_large: {
    status: 413,
    message: 'The files in the ZIP archive add up to more than the limit of {limit} bytes.',
  },
  svc_addon_zip_ratio_exceeded: {
    status: 413,
    message: 'The file "{path}" is compressed suspiciously well (more than {limit} to 1); the archive was refused.',
  },
  svc_addon_zip_size_mismatch: {
    status: 422,
    message: 'The file "{path}" holds a different amount of data than the archive declares; the archive was refused.',
  },
  svc_addon_zip_path_traversal: {
    status: 422,
    message: 'The ZIP archive contains the path "{path}" that points outside its folder ("..").',
  },
  svc_addon_zip_absolute_path: { status: 422, message: 'The ZIP archive contains the absolute path "{path}".' },
  svc_addon_zip_backslash_path: {
    status: 422,
    message: 'The ZIP archive contains the path "{path}" with a backslash; use "/" between folders.',
  },
  svc_addon_zip_drive_letter_path: {
    status: 422,
    message: 'The ZIP archive contains the path "{path}" that starts with a drive letter.',
  },
  svc_addon_zip_invalid_path: { status: 422, message: 'The ZIP archive contains the invalid path "{path}": {reason}' },
  svc_addon_zip_symlink: { status: 422, message: 'The ZIP archive contains the symbolic link "{path}"; links are not allowed.' },
  svc_addon_zip_special_entry: {
    status: 422,
    message: 'The ZIP archive contains "{path}", which is neither a regular file nor a folder.',
  },
  svc_addon_zip_duplicate_entry: {
    status: 422,
    message: 'The ZIP archive contains "{path}" twice (names that differ only in letter case or Unicode form count as the same).',
  },
  svc_addon_zip_encrypted_entry: {
    status: 422,
    message: 'The file "{path}" in the ZIP archive is encrypted; packages must not be password protected.',
  },
  svc_addon_zip_unsupported_compression: {
    status: 422,
    message: 'The file "{path}" uses a compression method ({method}) that is not supported; use deflate or store.',
  },
  svc_addon_zip_multiple_top_directories: {
    status: 422,
    message: 'The ZIP archive must hold exactly one top-level folder, but it holds {count}: {names}.',
  },
  svc_addon_zip_layout_invalid: { status: 422, message: 'The ZIP archive does not have the expected layout: {reason}' },

  // The manifest (addon.json).
  svc_addon_manifest_missing: { status: 422, message: 'The package has no addon.json in its top-level folder.' },
  svc_addon_manifest_invalid: { status: 422, message: 'The addon.json of the package is invalid: {reason}' },
  svc_addon_manifest_entry_missing: {
    status: 422,
    message: 'The entry module "{entry}" named in addon.json is not in the package.',
  },

  // The package signature.
  svc_addon_signature_malformed: { status: 422, message: 'The signature file of the package is unreadable: {reason}' },
  svc_addon_signature_unknown_key: {
    status: 422,
    message: 'The package is signed with the key "{keyId}", which is not a trusted package key.',
  },
  svc_addon_signature_key_out_of_scope: {
    status: 422,
    message:
      'The key "{keyId}" is not trusted to sign {what}: the trust file says what each key may sign ("official": true for the platform vendor\'s release key, or the vendor\'s "slugs").',
  },
  svc_addon_signature_key_revoked: {
    status: 422,
    message: 'The package is signed with the key "{keyId}", which has been revoked.',
  },
  svc_addon_signature_key_expired: {
    status: 422,
    message: 'The package is signed with the key "{keyId}", which is no longer valid (valid until {notAfter}).',
  },
  svc_addon_signature_key_not_yet_valid: {
    status: 422,
    message: 'The package is signed with the key "{keyId}", which is not valid before {notBefore}.',
  },
  svc_addon_signature_invalid: {
    status: 422,
    message: 'The signature of the package does not match its signed contents; the package may have been tampered with.',
  },
  svc_addon_signature_file_changed: {
    status: 422,
    message: 'The file "{path}" was changed after the package was signed.',
  },
  svc_addon_signature_extra_file: {
    status: 422,
    message: 'The file "{path}" is in the package but not in its signed file list.',
  },
  svc_addon_signature_missing_file: {
    status: 422,
    message: 'The file "{path}" is in the signed file list but missing from the package.',
  },
  svc_addon_signature_manifest_mismatch: {
    status: 422,
    message: 'The signed {field} "{signed}" does not match the {field} "{declared}" in addon.json.',
  },

  // The trust decision and restore rules.
  svc_addon_unsigned_refused: {
    status: 422,
    message: 'The package "{slug}" is not signed. To install it as a custom addon, allow unsigned custom packages.',
  },
  svc_addon_official_slug_reserved: {
    status: 422,
    message: 'The slug "{slug}" belongs to an official addon; only a package signed by the official key can use it.',
  },
  svc_addon_already_installed: {
    status: 409,
    message:
      'An addon with the slug "{slug}" is already installed. To replace it, upload the package again with the fields replace_custom=1 and expected_slug={slug}.',
  },
  svc_addon_expected_slug_without_replace: {
    status: 400,
    message: 'expected_slug ("{expectedSlug}") only applies to a restore: send replace_custom=1 with it, or leave it out to install a new addon.',
  },
  svc_addon_restore_expected_slug_missing: {
    status: 422,
    message: 'A restore (replace_custom=1) needs the field expected_slug: the slug of the addon it replaces.',
  },
  svc_addon_restore_requires_signature: {
    status: 422,
    message: 'Restoring the official addon "{slug}" needs a package signed by a trusted vendor key.',
  },
  svc_addon_restore_slug_mismatch: {
    status: 422,
    message: 'The package is the addon "{slug}", but the restore expected "{expectedSlug}".',
  },
  svc_addon_build_library_incompatible: {
    status: 422,
    message: 'The addon is built against {library} {version}, which the host does not provide to it: {reason}.',
  },
  svc_addon_core_version_unsupported: {
    status: 422,
    message: 'The addon "{slug}" supports core versions {range}, but this is version {coreVersion}.',
  },

  // License keys.
  svc_addon_license_required: {
    status: 422,
    message: 'The addon "{slug}" is a paid addon; enter its license key or a bundle license key.',
  },
  svc_addon_license_malformed: { status: 422, message: 'The license key is not in a valid format: {reason}' },
  svc_addon_license_forged: {
    status: 422,
    message: 'The license key is not genuine: its signature does not match a trusted vendor key.',
  },
  svc_addon_license_key_revoked: {
    status: 422,
    message: 'The license key was issued with the vendor key "{keyId}", which has been revoked.',
  },
  svc_addon_license_expired: { status: 422, message: 'The license key "{licenseId}" expired on {expiresAt}.' },
  svc_addon_license_not_yet_valid: {
    status: 422,
    message: 'The license key "{licenseId}" is not valid before {issuedAt}.',
  },
  svc_addon_license_wrong_product: {
    status: 422,
    message: 'The license key "{licenseId}" does not cover the addon "{slug}".',
  },
  svc_addon_license_updates_ended: {
    status: 422,
    message:
      'The license key "{licenseId}" includes updates released until {updatesUntil}, but this version was released on {releasedAt}.',
  },

  // Installation on disk and configuration.
  svc_addon_install_failed: { status: 500, message: 'The addon could not be written to disk: {reason}' },
  svc_addon_trust_store_invalid: { status: 500, message: 'The trusted key configuration is invalid: {reason}' },

  // The installed addons: activation, loading, removal (admin API and boot).
  svc_addon_upload_file_missing: { status: 400, message: 'Send the addon package (a ZIP file) in the multipart field "file".' },
  svc_addon_not_installed: { status: 404, message: 'No addon is installed in the folder "{directory}".' },
  svc_addon_remove_active_refused: {
    status: 409,
    message: 'The addon "{directory}" is active; deactivate it before removing it.',
  },
  svc_addon_activation_failed: {
    status: 422,
    message: 'The addon "{addon}" could not be activated: {reason} No addon was activated or deactivated.',
  },
  svc_addon_replace_failed: {
    status: 422,
    message: 'The new version of the active addon "{addon}" failed to start: {reason} The previous version stays installed and active.',
  },
  svc_addon_service_unavailable: {
    status: 422,
    message: 'The addon "{addon}" needs the service "{service}", which this installation does not provide.',
  },
  svc_addon_entry_invalid: { status: 422, message: 'The entry module of the addon "{addon}" cannot be loaded: {reason}' },
  svc_addon_activate_threw: { status: 422, message: 'The addon "{addon}" failed while activating: {reason}' },
  svc_addon_files_missing: {
    status: 422,
    message: 'The files of the addon "{addon}" are missing or unreadable on disk: {reason}',
  },

  // The signed update catalog (latest official versions).
  svc_addon_update_catalog_unavailable: { status: 502, message: 'The update catalog at {location} could not be read: {reason}' },
  svc_addon_update_catalog_invalid: { status: 422, message: 'The update catalog is not valid: {reason}' },
  svc_addon_update_catalog_expired: { status: 422, message: 'The update catalog expired on {expiresAt}; it is ignored.' },
});
