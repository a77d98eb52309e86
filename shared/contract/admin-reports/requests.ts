// The report catalogue (admin only). Errors are keyed by field (`name`, `summary`, `description`); the
// description is HTML, sanitised on the way in like a dashboard's; a report that dashboards name
// cannot be deleted (409, REPORT_MESSAGES.inUse).
import * as z from 'zod/mini';
import { INPUT_LIMITS } from '../../constants.ts';
import { REPORT_MESSAGES } from '../../platform-messages.ts';
import { idPath, multiLineText, plainText } from '../fields.ts';

/** `{ report: { name, summary, description } }`. */
const reportBody = z.object({
  report: z.object({
    name: z
      .string({ error: REPORT_MESSAGES.nameRequired })
      .check(
        z.trim(),
        z.minLength(1, { error: REPORT_MESSAGES.nameRequired }),
        z.maxLength(INPUT_LIMITS.reportName, { error: REPORT_MESSAGES.nameTooLong(INPUT_LIMITS.reportName) }),
        plainText,
      ),
    summary: z._default(
      z
        .string()
        .check(z.trim(), z.maxLength(INPUT_LIMITS.reportSummary, { error: REPORT_MESSAGES.nameTooLong(INPUT_LIMITS.reportSummary) }), plainText),
      '',
    ),
    description: z._default(
      z
        .string()
        .check(
          z.maxLength(INPUT_LIMITS.reportDescription, { error: REPORT_MESSAGES.nameTooLong(INPUT_LIMITS.reportDescription) }),
          multiLineText,
        ),
      '',
    ),
  }),
});

const notFound = REPORT_MESSAGES.notFound;

export const adminReportsContracts = {
  listReports: {},
  editReport: { params: idPath, notFound },
  createReport: { body: reportBody, fieldErrorsUnder: 'report' },
  updateReport: { params: idPath, notFound, body: reportBody, fieldErrorsUnder: 'report' },
  deleteReport: { params: idPath, notFound },
};
