import { HotelForm, Modal, type Hotel, type HotelFormPayload } from '@ceylon/shared';

interface Props {
  hotel: Hotel;
  onSave: (changes: HotelFormPayload) => Promise<void>;
  onClose: () => void;
}

/** Edit opens this pre-filled; Cancel closes it; Save Changes submits and closes (SPEC.md §4). */
export function EditHotelModal({ hotel, onSave, onClose }: Props) {
  const save = async (changes: HotelFormPayload) => {
    await onSave(changes);
    onClose();
  };
  return (
    <Modal title="Edit Hotel" onClose={onClose}>
      <HotelForm mode="edit" initial={hotel} submitLabel="Save Changes" onSubmit={save} onCancel={onClose} />
    </Modal>
  );
}
