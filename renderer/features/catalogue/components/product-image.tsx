import { useState } from 'react';
import { useImageUrl } from '../../../lib/image-url.ts';
import { cx } from '../../../lib/class-names.ts';

/** Props of ProductImage. */
export interface ProductImageProps {
  /** The product's own image URL (proxied by main; never loaded from the retail host directly). */
  src: string | null;
  /** The box's edge in pixels; the image is fitted inside, so the layout never shifts. */
  size: number;
  /** Lazy for cards and rows; eager for the drawer. */
  lazy?: boolean;
  /** Decorative beside a visible title; give the title for a standalone image. */
  alt?: string;
  className?: string;
}

/** A product image in a fixed square box, loaded lazily through the desk's image proxy, with a quiet fallback. */
export function ProductImage({ src, size, lazy = true, alt = '', className }: ProductImageProps) {
  const url = useImageUrl(src);
  const [failed, setFailed] = useState<string | null>(null);
  const broken = url !== undefined && failed === url;
  return (
    <span className={cx('cat-image', className)} style={{ width: size, height: size }}>
      {url && !broken ? (
        <img
          src={url}
          alt={alt}
          width={size}
          height={size}
          loading={lazy ? 'lazy' : 'eager'}
          decoding="async"
          draggable={false}
          onError={() => setFailed(url)}
        />
      ) : (
        <span className="cat-image__none" aria-hidden={alt === '' || undefined}>
          {src ? (broken ? 'Image unavailable' : '') : 'No image'}
        </span>
      )}
    </span>
  );
}
