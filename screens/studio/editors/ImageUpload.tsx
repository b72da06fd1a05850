/**
 * A banner image's upload: a file picked here is read as base64 and stored for the tenant's site
 * (POST tenants/<id>/uploads); the answer's address goes to `onUploaded`. The server's refusal is
 * said in the operator's words by its code (a file of the wrong type, over 2 MB, or of sizes in
 * pixels it does not take). A file over the limit is refused here before it is sent.
 */
import { useId, useState } from 'react';
import { studioApi, StudioError } from '../api';
import { useStudioLanguage } from '../language';
import { button, colours } from '../ui';
import { errorText, say } from './content-messages';

const MAX_BYTES = 2 * 1024 * 1024;
const ACCEPT = 'image/png,image/jpeg,image/webp,image/gif,image/svg+xml,.png,.jpg,.jpeg,.webp,.gif,.svg';
const TYPE_BY_EXTENSION: Record<string, string> = {
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  webp: 'image/webp',
  gif: 'image/gif',
  svg: 'image/svg+xml',
};

/** The file's bytes in base64, without the data: URL's head. */
function base64Of(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve((typeof reader.result === 'string' ? reader.result : '').replace(/^data:[^,]*,/, ''));
    reader.onerror = () => reject(reader.error ?? new Error('The file could not be read'));
    reader.readAsDataURL(file);
  });
}

const sizeInWords = (bytes: number) =>
  bytes < 1024 ? `${bytes} B` : bytes < 1024 * 1024 ? `${Math.round(bytes / 1024)} KB` : `${(bytes / 1048576).toFixed(1)} MB`;

type UploadState = { at: 'idle' } | { at: 'uploading' } | { at: 'done'; text: string } | { at: 'failed'; text: string };

export function ImageUpload({ tenantId, onUploaded }: { tenantId: string; onUploaded: (url: string) => void }) {
  const language = useStudioLanguage();
  const id = useId();
  const [state, setState] = useState<UploadState>({ at: 'idle' });

  const upload = async (file: File) => {
    if (file.size > MAX_BYTES) {
      setState({ at: 'failed', text: errorText(language, new StudioError('E_UPLOAD_TOO_LARGE', '')) });
      return;
    }
    setState({ at: 'uploading' });
    try {
      const extension = file.name.split('.').pop()?.toLowerCase() ?? '';
      const stored = await studioApi.upload(tenantId, {
        fileName: file.name,
        contentType: file.type || TYPE_BY_EXTENSION[extension] || 'application/octet-stream',
        data: await base64Of(file),
      });
      onUploaded(stored.url);
      setState({
        at: 'done',
        text: say(language, 'uploaded', { name: file.name, width: stored.width, height: stored.height, size: sizeInWords(stored.bytes) }),
      });
    } catch (error) {
      setState({ at: 'failed', text: errorText(language, error) });
    }
  };

  return (
    <div css={{ display: 'grid', gap: 4, marginBottom: 10 }}>
      <label
        css={[
          button,
          {
            position: 'relative',
            display: 'inline-flex',
            alignItems: 'center',
            justifySelf: 'start',
            '&:focus-within': { outline: `2px solid ${colours.accent}`, outlineOffset: 2 },
          },
        ]}
      >
        <input
          type="file"
          accept={ACCEPT}
          aria-describedby={`${id}-help ${id}-status`}
          disabled={state.at === 'uploading'}
          // visually hidden, still focusable and announced: the label is what shows
          css={{ position: 'absolute', width: 1, height: 1, opacity: 0, overflow: 'hidden' }}
          onChange={(e) => {
            const file = e.target.files?.[0];
            e.target.value = '';
            if (file) void upload(file);
          }}
        />
        {say(language, 'upload')}
      </label>
      <span id={`${id}-help`} css={{ fontSize: 12, color: colours.muted }}>
        {say(language, 'uploadHelp')}
      </span>
      <span
        id={`${id}-status`}
        role="status"
        data-testid="upload-status"
        css={{ fontSize: 12, color: state.at === 'failed' ? colours.danger : state.at === 'done' ? colours.ok : colours.muted }}
      >
        {state.at === 'uploading' ? say(language, 'uploading') : state.at === 'done' || state.at === 'failed' ? state.text : ''}
      </span>
    </div>
  );
}
