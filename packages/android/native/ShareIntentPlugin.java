package app.vantage.atlas;

import android.content.ContentResolver;
import android.content.Intent;
import android.database.Cursor;
import android.net.Uri;
import android.provider.OpenableColumns;
import com.getcapacitor.JSArray;
import com.getcapacitor.JSObject;
import com.getcapacitor.Plugin;
import com.getcapacitor.PluginCall;
import com.getcapacitor.PluginMethod;
import com.getcapacitor.annotation.CapacitorPlugin;
import java.io.File;
import java.io.FileOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.util.ArrayList;

/**
 * Images shared with Vantage from other apps (ACTION_SEND, ACTION_SEND_MULTIPLE): each is
 * copied into the app's cache and handed to the web app as a URL its web view can fetch,
 * through the 'shareReceived' event, or through takePending() for the share that started
 * the app before the web app listened.
 */
@CapacitorPlugin(name = "ShareIntent")
public class ShareIntentPlugin extends Plugin {
    /** More files than this in one share are left out. */
    private static final int MAX_FILES = 20;
    private JSArray pending = new JSArray();

    @Override
    public void load() {
        receive(getActivity().getIntent());
    }

    @Override
    protected void handleOnNewIntent(Intent intent) {
        super.handleOnNewIntent(intent);
        receive(intent);
    }

    @PluginMethod
    public void takePending(PluginCall call) {
        JSObject result = new JSObject();
        result.put("files", pending);
        pending = new JSArray();
        call.resolve(result);
    }

    private void receive(Intent intent) {
        if (intent == null) return;
        ArrayList<Uri> uris = new ArrayList<>();
        if (Intent.ACTION_SEND.equals(intent.getAction())) {
            Uri uri = intent.getParcelableExtra(Intent.EXTRA_STREAM);
            if (uri != null) uris.add(uri);
        } else if (Intent.ACTION_SEND_MULTIPLE.equals(intent.getAction())) {
            ArrayList<Uri> list = intent.getParcelableArrayListExtra(Intent.EXTRA_STREAM);
            if (list != null) uris.addAll(list);
        } else {
            return;
        }
        // Handled once: a configuration change must not deliver the same share again.
        intent.setAction(null);
        JSArray files = new JSArray();
        for (Uri uri : uris.subList(0, Math.min(uris.size(), MAX_FILES))) {
            JSObject file = copyToCache(uri);
            if (file != null) files.put(file);
        }
        if (hasListeners("shareReceived")) {
            JSObject event = new JSObject();
            event.put("files", files);
            notifyListeners("shareReceived", event);
        } else {
            pending = files;
        }
    }

    private JSObject copyToCache(Uri uri) {
        ContentResolver resolver = getContext().getContentResolver();
        String type = resolver.getType(uri);
        String name = displayName(resolver, uri);
        File dir = new File(getContext().getCacheDir(), "shared");
        if (!dir.isDirectory() && !dir.mkdirs()) return null;
        File target = new File(dir, System.nanoTime() + "-" + name.replaceAll("[^A-Za-z0-9._-]", "_"));
        try (InputStream in = resolver.openInputStream(uri);
             OutputStream out = new FileOutputStream(target)) {
            if (in == null) return null;
            byte[] buffer = new byte[64 * 1024];
            int read;
            while ((read = in.read(buffer)) > 0) out.write(buffer, 0, read);
        } catch (IOException | SecurityException error) {
            return null;
        }
        JSObject file = new JSObject();
        // Capacitor's convertFileSrc: the web view reads local files under this path.
        file.put("webPath", getBridge().getLocalUrl() + "/_capacitor_file_" + target.getAbsolutePath());
        file.put("name", name);
        file.put("mimeType", type != null ? type : "application/octet-stream");
        return file;
    }

    private static String displayName(ContentResolver resolver, Uri uri) {
        try (Cursor cursor = resolver.query(uri, new String[] {OpenableColumns.DISPLAY_NAME}, null, null, null)) {
            if (cursor != null && cursor.moveToFirst()) {
                String name = cursor.getString(0);
                if (name != null && !name.isEmpty()) return name;
            }
        } catch (SecurityException ignored) {
            // Some providers refuse the query; the file keeps a generic name.
        }
        String last = uri.getLastPathSegment();
        return last != null ? last : "shared-photo.jpg";
    }
}
