import { ErrorReplySchema, OkReplySchema, type OkReply } from '@crosspoint/protocol/contract';
import { MESSAGES } from '@crosspoint/protocol/messages';
import { ApiError } from './api-client';

async function refusalOf(response: Response): Promise<ApiError> {
  const text = await response.text().catch(() => '');
  let message = `The server answered with status ${response.status}.`;
  try {
    const reply = ErrorReplySchema.safeParse(JSON.parse(text));
    if (reply.success) message = reply.data.message;
  } catch {
    // not JSON: keep the status message
  }
  return new ApiError(response.status, message);
}

/** The file name of an attachment reply, as the server made it. */
function attachmentName(response: Response, fallback: string): string {
  const header = response.headers.get('content-disposition') ?? '';
  return /filename="([^"]+)"/.exec(header)?.[1] ?? fallback;
}

/**
 * Downloads a file the device makes (backup) through fetch rather than a plain link, so a
 * refusal can be shown with its message (device spec §8), then saves it under the server's
 * name.
 */
export async function downloadFile(path: string, fallbackName: string): Promise<string> {
  let response: Response;
  try {
    response = await fetch(path, { credentials: 'same-origin' });
  } catch {
    throw new ApiError(null, MESSAGES.noResponse);
  }
  if (!response.ok) throw await refusalOf(response);
  const name = attachmentName(response, fallbackName);
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
  return name;
}

/** Uploads one file as multipart field `file` (device spec §7 restore, upgrade, licence). */
export async function uploadFile(path: string, file: File): Promise<OkReply> {
  const form = new FormData();
  form.append('file', file, file.name);
  let response: Response;
  try {
    response = await fetch(path, { method: 'POST', body: form, credentials: 'same-origin' });
  } catch {
    throw new ApiError(null, MESSAGES.noResponse);
  }
  if (!response.ok) throw await refusalOf(response);
  const reply = OkReplySchema.safeParse(await response.json().catch(() => null));
  if (!reply.success)
    throw new ApiError(response.status, `Unexpected reply from the server to ${path}.`);
  return reply.data;
}
