package app.vantage.atlas;

import android.os.Bundle;
import com.getcapacitor.BridgeActivity;

/** The app's one activity: Capacitor's web view, with the share-intent plugin registered. */
public class MainActivity extends BridgeActivity {
    @Override
    public void onCreate(Bundle savedInstanceState) {
        registerPlugin(ShareIntentPlugin.class);
        super.onCreate(savedInstanceState);
    }
}
