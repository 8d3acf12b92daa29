import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { drawingBounds, parseTrackFile, TrackFileError } from './track-file';

const fixture = (name: string) =>
  readFileSync(path.join(__dirname, 'track-fixtures', name), 'utf8');

describe('track files dropped on the map', () => {
  it('reads a GPX track: its segments, its route and its waypoints', () => {
    const drawing = parseTrackFile('walk.gpx', fixture('walk.gpx'));
    expect(drawing.name).toBe('Morning walk to Preikestolen');
    expect(drawing.lines.map((line) => line.length)).toEqual([3, 2, 2]);
    expect(drawing.lines[0]![0]).toEqual([6.1386, 58.9905]);
    expect(drawing.points).toEqual([{ position: [6.190286, 58.986462], name: 'Pulpit Rock' }]);
    expect(drawingBounds(drawing)).toEqual([6.1386, 58.986462, 6.190286, 58.9905]);
  });

  it('reads KML lines, recorded GPS logs and placemarks inside folders', () => {
    const drawing = parseTrackFile('ridge.kml', fixture('ridge.kml'));
    expect(drawing.name).toBe('Ridge line');
    expect(drawing.lines).toEqual([
      [
        [6.59, 59.03],
        [6.592, 59.032],
        [6.5931, 59.0336],
      ],
      [
        [6.59, 59.03],
        [6.591, 59.031],
      ],
    ]);
    expect(drawing.points).toEqual([{ position: [6.593056, 59.033611], name: 'Summit' }]);
  });

  it.each(['gpx', 'kml', 'geojson'])('draws the spots of a gallery downloaded as %s', (format) => {
    const drawing = parseTrackFile(`fjords-of-rogaland.${format}`, fixture(`gallery.${format}`));
    expect(drawing.lines).toEqual([]);
    expect(drawing.points).toEqual([
      { position: [6.190286, 58.986462], name: 'Pulpit Rock & "the fjord"' },
      { position: [6.593056, 59.033611], name: 'Kjeragbolten' },
    ]);
    expect(drawing.name).toBe(
      format === 'geojson' ? 'fjords-of-rogaland.geojson' : 'Fjords of Rogaland',
    );
  });

  it('reads GeoJSON lines, polygons and a bare geometry', () => {
    const collection = {
      type: 'FeatureCollection',
      features: [
        {
          type: 'Feature',
          properties: { name: 'Path' },
          geometry: {
            type: 'LineString',
            coordinates: [
              [1, 2],
              [3, 4, 120],
            ],
          },
        },
        {
          type: 'Feature',
          properties: null,
          geometry: {
            type: 'Polygon',
            coordinates: [
              [
                [0, 0],
                [1, 0],
                [1, 1],
                [0, 0],
              ],
            ],
          },
        },
        { type: 'Feature', properties: {}, geometry: null },
      ],
    };
    const drawing = parseTrackFile('area.json', JSON.stringify(collection));
    expect(drawing.lines).toHaveLength(2);
    const bare = parseTrackFile(
      'line',
      JSON.stringify({ type: 'MultiPoint', coordinates: [[5, 6]] }),
    );
    expect(bare.points).toEqual([{ position: [5, 6], name: null }]);
  });

  it('tells a file by its content when its name has no known extension', () => {
    expect(parseTrackFile('download', fixture('walk.gpx')).lines).toHaveLength(3);
    expect(parseTrackFile('export.xml', fixture('ridge.kml')).points).toHaveLength(1);
  });

  it.each([
    ['notes.txt', 'hello', 'notes.txt is not a GPX, KML or GeoJSON file.'],
    ['photos.kmz', 'PK\u0003\u0004', 'photos.kmz is not a GPX, KML or GeoJSON file.'],
    ['broken.gpx', '<gpx><trk>', 'broken.gpx is not a readable GPX file.'],
    [
      'other.kml',
      '<svg xmlns="http://www.w3.org/2000/svg"/>',
      'other.kml is not a readable KML file.',
    ],
    ['broken.geojson', '{"type":', 'broken.geojson is not readable GeoJSON.'],
    ['array.json', '[1, 2]', 'array.json is not readable GeoJSON.'],
    [
      'empty.gpx',
      '<gpx xmlns="http://www.topografix.com/GPX/1/1"/>',
      'empty.gpx has no track or points to draw.',
    ],
    [
      'far.gpx',
      '<gpx><wpt lat="95" lon="10"/><wpt lon="10"/></gpx>',
      'far.gpx has no track or points to draw.',
    ],
  ])('refuses %s in one line that names it', (name, text, message) => {
    expect(() => parseTrackFile(name, text)).toThrow(new TrackFileError(message));
  });
});
