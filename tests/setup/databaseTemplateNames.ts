/** The environment variable naming the folder of the unit tests' database templates (databaseTemplates.ts). */
export const TEMPLATE_FOLDER_ENV = 'MY_ACCOUNT_TEST_DB_TEMPLATES';

/** The two templates: a new cluster, and one with every migration applied. */
export type DatabaseTemplate = 'bare' | 'migrated';
