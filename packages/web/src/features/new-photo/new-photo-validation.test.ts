import { describe, expect, it } from 'vitest';
import { nearChoices } from './use-spot-choice';
import { newPhotoProblem, type NewPhotoCheck } from './new-photo-validation';
import { makeNearbySpot } from '../../test-support/factories';

const ready: NewPhotoCheck = {
  tab: 'upload',
  fileChosen: true,
  linkImageChosen: false,
  mode: 'new',
  spotTitle: 'Wawona Lookout',
  title: 'Dawn over the valley',
};

describe('newPhotoProblem', () => {
  it('asks for a photograph first, by tab', () => {
    expect(newPhotoProblem({ ...ready, fileChosen: false, mode: null })).toEqual({
      field: 'photo',
      message: 'Please select a photograph to upload first.',
    });
    expect(newPhotoProblem({ ...ready, tab: 'link', fileChosen: true })).toEqual({
      field: 'photo',
      message: 'Please select a photograph from the list of available photographs.',
    });
  });

  it('then asks for a position', () => {
    expect(newPhotoProblem({ ...ready, mode: null })).toEqual({
      field: 'location',
      message: 'Please select position in the map, where the photograph was taken.',
    });
  });

  it('then for the new spot title, which existing and near spots do not need', () => {
    expect(newPhotoProblem({ ...ready, spotTitle: '   ' })).toEqual({
      field: 'spotTitle',
      message: 'Please enter title of the new Photography Spot.',
    });
    expect(newPhotoProblem({ ...ready, mode: 'existing', spotTitle: '' })).toBeNull();
    expect(newPhotoProblem({ ...ready, mode: 'near', spotTitle: '' })).toBeNull();
  });

  it('passes a complete form of either tab', () => {
    expect(newPhotoProblem(ready)).toBeNull();
    expect(
      newPhotoProblem({ ...ready, tab: 'link', fileChosen: false, linkImageChosen: true }),
    ).toBeNull();
    expect(newPhotoProblem({ ...ready, title: ' ' })?.field).toBe('title');
  });
});

describe('nearChoices', () => {
  const near = (id: number, distanceM: number) => makeNearbySpot({ id, distanceM });

  it('offers up to 6 spots within 2 km, leaving out the chosen one', () => {
    const list = [near(1, 5), near(2, 30), near(3, 100), near(4, 400), near(5, 900)];
    list.push(near(6, 1500), near(7, 1900), near(8, 2500));
    expect(nearChoices(list, 2).map((spot) => spot.id)).toEqual([1, 3, 4, 5, 6, 7]);
    expect(nearChoices(list, null)).toHaveLength(6);
    expect(nearChoices([near(9, 2001)], null)).toEqual([]);
  });
});
