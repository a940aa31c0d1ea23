// After the end-to-end run: merges the tests' records into reports/flow-coverage.json and writes the
// summary that `npm test` prints (reports/flow-coverage.txt); with the storyboard on, gathers the
// screens' entries into reports/storyboard/index.json.
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { catalog } from '../../../machines/catalog';
import { COVERAGE_FILE, COVERAGE_SUMMARY, TEST_RECORDS, recordingOn, storyboardOn } from './files';
import { TestRecord } from './fixture';
import { mergeRecords, summaryText } from './merge';
import { writeStoryboardIndex } from './storyboard';

export default function globalTeardown() {
  if (storyboardOn) writeStoryboardIndex(new Date());
  if (!recordingOn || !existsSync(TEST_RECORDS)) return;
  const records = readdirSync(TEST_RECORDS)
    .filter((file) => file.endsWith('.json'))
    .map((file) => TestRecord.parse(JSON.parse(readFileSync(join(TEST_RECORDS, file), 'utf8'))));
  const coverage = mergeRecords(records, new Date());
  writeFileSync(COVERAGE_FILE, `${JSON.stringify(coverage, null, 2)}\n`);
  writeFileSync(COVERAGE_SUMMARY, `${summaryText(coverage, catalog)}\n`);
}
