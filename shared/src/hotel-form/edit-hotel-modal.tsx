import type { Hotel } from '../domain';
import { useSharedText } from '../i18n/shared-text';
import { Modal } from '../ui/modal';
import { HotelForm } from './hotel-form';
import type { HotelFormPayload } from './hotel-form-values';

export interface EditHotelModalProps {
  hotel: Hotel;
  /** Saves the changes; a rejection keeps the modal open with what was typed (the caller says why). */
  onSave: (changes: HotelFormPayload) => Promise<void>;
  onClose: () => void;
}

/**
 * The owner's and the admin's Edit (docs/product.md §2.5 "the same hotel form", §4): opens
 * pre-filled; Cancel closes it; Save Changes submits and closes.
 */
export function EditHotelModal({ hotel, onSave, onClose }: EditHotelModalProps) {
  const text = useSharedText();
  const save = async (changes: HotelFormPayload) => {
    await onSave(changes);
    onClose();
  };
  return (
    <Modal title={text('shared.hotelForm.editTitle')} onClose={onClose}>
      <HotelForm mode="edit" initial={hotel} submitLabel={text('shared.hotelForm.save')} onSubmit={save} onCancel={onClose} />
    </Modal>
  );
}
