// A Vitest reporter for `npm test`: writes the tests that passed only on a retry (flaky) to the file
// named by WASL_FLAKY_REPORT, one JSON object per line, so the closing summary counts and names them
// instead of passing them silently (scripts/test.mjs).
import { appendFileSync } from 'node:fs';

export default class FlakyReporter {
  onTestCaseResult(testCase) {
    const file = process.env.WASL_FLAKY_REPORT;
    const { flaky, retryCount } = testCase.diagnostic() ?? {};
    if (!file || !flaky) return;
    // Vitest keeps the errors of the attempts that failed: the first line of the first says why.
    const error =
      (testCase.result().errors ?? [])[0]?.message?.split('\n').find((text) => text.trim() && !text.includes('Click to debug')) ?? '';
    const line = {
      project: testCase.project.name,
      file: testCase.module.relativeModuleId,
      name: testCase.fullName,
      retries: retryCount,
      error: error.slice(0, 300),
    };
    appendFileSync(file, `${JSON.stringify(line)}\n`);
  }
}
