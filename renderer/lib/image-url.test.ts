import { describe, expect, it } from 'vitest';
import { imageUrl, imageUrlFrom, setImageBase } from './image-url.ts';

describe('image URLs', () => {
  it('puts remote http(s) images under the proxy base, and nothing else', () => {
    expect(imageUrlFrom('desk-image://img/', 'https://img.example/a b.png?x=1&y=2')).toBe(
      'desk-image://img/?url=https%3A%2F%2Fimg.example%2Fa%20b.png%3Fx%3D1%26y%3D2',
    );
    expect(imageUrlFrom('/image/cap/', 'http://img.example/a.jpg')).toBe('/image/cap/?url=http%3A%2F%2Fimg.example%2Fa.jpg');
    for (const bad of ['javascript:alert(1)', 'data:image/png;base64,AAAA', 'file:///etc/passwd', '/local.png', '']) {
      expect(imageUrlFrom('/image/cap/', bad)).toBeUndefined();
    }
  });

  it('waits for the base before building URLs', () => {
    expect(imageUrl('https://img.example/a.png')).toBeUndefined();
    setImageBase('/image/cap/');
    expect(imageUrl('https://img.example/a.png')).toBe('/image/cap/?url=https%3A%2F%2Fimg.example%2Fa.png');
  });
});
