import { withoutRefusedCharacters } from '@vantage/shared';
import type { Document, Element, Node } from '@xmldom/xmldom';

/** An element being written: text and attribute values go in as they are. */
export interface XmlElement {
  /** Adds a child element (in the document's namespace), with its text when given. */
  child(name: string, text?: string, attributes?: Readonly<Record<string, string>>): XmlElement;
}

/** Markup being written: where its elements go, then its text. */
export interface XmlMarkup {
  /** The root element of a document; a fragment's elements are its children. */
  top: XmlElement;
  /** The markup as text; a document with its XML declaration. */
  write(): string;
}

/** Writes XML documents and XHTML snippets, escaped by a DOM serializer. */
export interface XmlWriter {
  /** A document whose root element is `name` in `namespace`. */
  document(
    namespace: string,
    name: string,
    attributes?: Readonly<Record<string, string>>,
  ): XmlMarkup;
  /** Elements without a root or a namespace, such as HTML a reader shows (XHTML syntax). */
  fragment(): XmlMarkup;
}

const DECLARATION = '<?xml version="1.0" encoding="UTF-8"?>\n';

function withAttributes(element: Element, attributes: Readonly<Record<string, string>>): Element {
  for (const [name, value] of Object.entries(attributes)) {
    element.setAttribute(name, withoutRefusedCharacters(value));
  }
  return element;
}

/**
 * The XML writer, loaded when first needed rather than when the server starts. Text is escaped
 * by @xmldom/xmldom's serializer (every `&`, `<` and `>`; quotes, tabs and line breaks in
 * attributes), and what the site refuses is dropped as it goes in: text stored before it was
 * refused must not break a document (XML cannot carry U+FFFE, U+FFFF, unpaired surrogates or C0
 * controls but tab and line breaks). The serializer's well-formedness check stays on, so a
 * mistake here fails the request instead of sending a broken document.
 */
export async function xmlWriter(): Promise<XmlWriter> {
  const { DOMImplementation, XMLSerializer } = await import('@xmldom/xmldom');
  const serializer = new XMLSerializer();
  const serialize = (node: Node) => serializer.serializeToString(node, { requireWellFormed: true });

  const elementIn = (doc: Document, namespace: string | null) => {
    const wrap = (parent: Node): XmlElement => ({
      child(name, text, attributes = {}) {
        const child = withAttributes(doc.createElementNS(namespace, name), attributes);
        if (text !== undefined)
          child.appendChild(doc.createTextNode(withoutRefusedCharacters(text)));
        parent.appendChild(child);
        return wrap(child);
      },
    });
    return wrap;
  };

  return {
    document(namespace, name, attributes = {}) {
      const doc = new DOMImplementation().createDocument(namespace, name, null);
      const root = withAttributes(doc.documentElement!, attributes);
      return { top: elementIn(doc, namespace)(root), write: () => DECLARATION + serialize(doc) };
    },
    fragment() {
      const doc = new DOMImplementation().createDocument(null, '');
      const fragment = doc.createDocumentFragment();
      return { top: elementIn(doc, null)(fragment), write: () => serialize(fragment) };
    },
  };
}
