import {
  embeddedPhotoWidth,
  spotPath,
  type EmbeddedPhoto,
  type GuideDoc,
  type GuideMark,
  type GuideNode,
} from '@vantage/shared';

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

function markText(text: string, marks: readonly GuideMark[]): string {
  let html = escapeHtml(text);
  for (const mark of marks) {
    if (mark.type === 'bold') html = `<strong>${html}</strong>`;
    else if (mark.type === 'italic') html = `<em>${html}</em>`;
    else if (mark.type === 'strike') html = `<s>${html}</s>`;
    else if (mark.type === 'link')
      html = `<a href="${escapeHtml(mark.attrs.href)}" rel="noopener nofollow ugc">${html}</a>`;
  }
  return html;
}

function photoFigure(
  node: Extract<GuideNode, { type: 'sitePhoto' }>,
  photos: ReadonlyMap<number, EmbeddedPhoto>,
): string {
  const { id, comment, align, size } = node.attrs;
  const photo = photos.get(id);
  if (!photo) return '';
  const width = embeddedPhotoWidth(size);
  const credit = [
    photo.locTitle && photo.idLocation != null
      ? `<a href="${escapeHtml(spotPath({ id: photo.idLocation, title: photo.locTitle }))}">${escapeHtml(photo.locTitle)}</a>`
      : null,
    photo.author ? `by ${escapeHtml(photo.author)}` : null,
  ]
    .filter(Boolean)
    .join(' ');
  const caption = [comment ? escapeHtml(comment) : '', credit].filter(Boolean).join(' — ');
  return (
    `<figure class="guide-photo guide-photo-${align}" style="max-width:${width}px">` +
    `<a href="/photo/${photo.id}"><img src="${escapeHtml(photo.urls.large)}" alt="${escapeHtml(photo.title)}" width="${width}" height="${Math.round(width / (photo.ar || 1.5))}" loading="lazy"></a>` +
    (caption ? `<figcaption>${caption}</figcaption>` : '') +
    `</figure>`
  );
}

function render(nodes: readonly GuideNode[], photos: ReadonlyMap<number, EmbeddedPhoto>): string {
  return nodes
    .map((node) => {
      switch (node.type) {
        case 'text':
          return markText(node.text, node.marks);
        case 'hardBreak':
          return '<br>';
        case 'horizontalRule':
          return '<hr>';
        case 'paragraph':
          return `<p>${render(node.content, photos)}</p>`;
        case 'heading':
          return `<h${node.attrs.level}>${render(node.content, photos)}</h${node.attrs.level}>`;
        case 'bulletList':
          return `<ul>${render(node.content, photos)}</ul>`;
        case 'orderedList':
          return `<ol>${render(node.content, photos)}</ol>`;
        case 'listItem':
          return `<li>${render(node.content, photos)}</li>`;
        case 'blockquote':
          return `<blockquote>${render(node.content, photos)}</blockquote>`;
        case 'sitePhoto':
          return photoFigure(node, photos);
        case 'doc':
          return render(node.content, photos);
      }
    })
    .join('');
}

/**
 * The HTML of a checked guide article, for the first paint and link previews. Every text is
 * escaped and every link was checked when the article was saved, so nothing here runs script.
 */
export function renderGuideHtml(doc: GuideDoc, photos: ReadonlyMap<number, EmbeddedPhoto>): string {
  return render(doc.content, photos);
}
